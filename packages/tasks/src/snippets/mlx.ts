import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py, sh } from "./shared/literals.ts";
import { hasChatTemplate } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** Which MLX snippet a model gets. */
export type MlxVariant = "vision" | "chat" | "generate" | "download";

/**
 * The MLX snippet variant, by pipeline tag: image-text-to-text → the vision package (mlx-vlm);
 * text-generation → chat when the model has a chat template, else plain generation (mlx-lm);
 * anything else → a download through the `hf` CLI.
 */
export function mlxVariant(model: ModelRecord): MlxVariant {
	if (model.pipeline_tag === "image-text-to-text") return "vision";
	if (model.pipeline_tag === "text-generation") return hasChatTemplate(model) ? "chat" : "generate";
	return "download";
}

const SAMPLE_IMAGE = "http://images.cocodataset.org/val2017/000000039769.jpg";

function vision(id: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Describe an image with mlx-vlm",
		code: code`
			# pip install -U mlx-vlm
			from mlx_vlm import generate, load
			from mlx_vlm.prompt_utils import apply_chat_template
			from mlx_vlm.utils import load_config

			model, processor = load(${py(id)})
			config = load_config(${py(id)})

			image = [${py(SAMPLE_IMAGE)}]
			prompt = apply_chat_template(processor, config, "Describe this image.", num_images=len(image))
			output = generate(model, processor, prompt, image, verbose=False)
			print(output)
		`,
	};
}

/** The chat prompt of the mlx-lm snippet (a constant, so nothing runs at module load). */
const CHAT_PROMPT =
	'messages = [{"role": "user", "content": "Write a haiku about the sea."}]\nprompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)';

function textGeneration(id: string, chat: boolean): GeneratedSnippet {
	return {
		language: "python",
		title: chat ? "Chat with mlx-lm" : "Generate text with mlx-lm",
		code: code`
			# pip install -U mlx-lm
			from mlx_lm import generate, load

			model, tokenizer = load(${py(id)})
			${chat ? CHAT_PROMPT : 'prompt = "Once upon a time"'}
			text = generate(model, tokenizer, prompt=prompt, verbose=True)
		`,
	};
}

function download(id: string): GeneratedSnippet {
	return {
		language: "sh",
		title: "Download the model",
		code: code`
			# pip install -U huggingface_hub
			hf download ${sh(id)}
		`,
	};
}

/** MLX: vision, chat or plain generation by pipeline tag; other models are downloaded with the CLI. */
export const mlx: SnippetGenerator = (model) => {
	switch (mlxVariant(model)) {
		case "vision":
			return [vision(model.id)];
		case "chat":
			return [textGeneration(model.id, true)];
		case "generate":
			return [textGeneration(model.id, false)];
		default:
			return [download(model.id)];
	}
};
