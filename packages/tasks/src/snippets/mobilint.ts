import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py, sh } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** Vision tasks the model zoo runs through its own engine rather than through transformers. */
const VISION_TASKS = new Set(["image-classification", "object-detection", "image-segmentation", "keypoint-detection"]);

const INSTALL = '# pip install -U "mblt-model-zoo[transformers]"';

function vision(model: ModelRecord): GeneratedSnippet {
	const name = sh(model.id.split("/").pop() ?? model.id);
	return {
		language: "sh",
		title: "Run a vision model on the NPU",
		code: code`
			# pip install -U mblt-model-zoo
			# The model name is the zoo's name for it (see mblt_model_zoo.vision.list_models()).
			mblt-model-zoo predict --source ./image.jpg --model ${name}
		`,
	};
}

function chat(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Chat with the model",
		code: code`
			${INSTALL}
			from transformers import pipeline

			pipe = pipeline("text-generation", model=${py(model.id)}, trust_remote_code=True, device="cpu")
			messages = [{"role": "user", "content": "Who are you?"}]
			print(pipe(messages, max_new_tokens=40))
		`,
	};
}

function generic(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Load the model",
		code: code`
			${INSTALL}
			from transformers import AutoModel

			# Mobilint models run on a Mobilint NPU; the remote code in the repository wires it in.
			model = AutoModel.from_pretrained(${py(model.id)}, trust_remote_code=True)
		`,
	};
}

/**
 * Mobilint model zoo: vision tasks run through the zoo's CLI; text generation through the
 * transformers pipeline (the repository's remote code needs `trust_remote_code=True`); anything
 * else loads with `AutoModel`.
 */
export const mobilint: SnippetGenerator = (model) => {
	const task = model.pipeline_tag ?? "";
	if (VISION_TASKS.has(task)) return [vision(model)];
	if (task === "text-generation") return [chat(model)];
	return [generic(model)];
};
