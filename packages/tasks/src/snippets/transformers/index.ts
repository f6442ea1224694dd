import type { ModelRecord } from "../../model-record.ts";
import { code, type Code } from "../shared/code-template.ts";
import { py, pyList, pyValue } from "../shared/literals.ts";
import { hasChatTemplate, isImageTextChat, isPythonIdentifier, needsRemoteCode, widgetText } from "../shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "../types.ts";
import { CHAT_MAX_NEW_TOKENS, chatMessages } from "./chat.ts";
import { TRANSFORMERS_PIPELINES, ZERO_SHOT_LABELS, isTransformersPipeline } from "./pipelines.ts";
import type { TransformersPipelineTag } from "./pipelines.ts";

const INSTALL = "# pip install -U transformers";

const IMAGE = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg";
const AUDIO = "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/mlk.flac";
const DEFAULT_TEXT = "I like you. I love you";

/** Auto classes whose models generate text, so a chat example can call `generate`. */
export const GENERATIVE_AUTO_CLASSES = [
	"AutoModelForCausalLM",
	"AutoModelForImageTextToText",
	"AutoModelForMultimodalLM",
	"AutoModelForSeq2SeqLM",
	"AutoModelForSpeechSeq2Seq",
] as const;

/** The auto class to load the model with: `transformersInfo.auto_model` when it is a valid name, else `AutoModel`. */
export function autoModelClass(model: ModelRecord): Code | "AutoModel" {
	const name = model.transformersInfo?.auto_model;
	return isPythonIdentifier(name) ? name : "AutoModel";
}

/** The processor class (`transformersInfo.processor`, e.g. AutoTokenizer), when given and valid. */
export function processorClass(model: ModelRecord): Code | undefined {
	const name = model.transformersInfo?.processor;
	return isPythonIdentifier(name) ? name : undefined;
}

/** Whether the pipeline snippet is a chat: a chat model whose pipeline generates text. */
export function isChatPipeline(model: ModelRecord): boolean {
	return (
		hasChatTemplate(model) && (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text")
	);
}

/** The `trust_remote_code=True` argument (with its leading comma) for custom-code models, else nothing. */
function remoteCode(model: ModelRecord): ", trust_remote_code=True" | "" {
	return needsRemoteCode(model) ? ", trust_remote_code=True" : "";
}

/** The lines that call `pipe` on an example input, by the pipeline's input kind; none for chat and unknown kinds. */
function pipelineUsage(tag: TransformersPipelineTag, model: ModelRecord): Code | undefined {
	const text = widgetText(model);
	switch (TRANSFORMERS_PIPELINES[tag]) {
		case "text":
			return code`pipe(${py(text ?? DEFAULT_TEXT)})`;
		case "mask":
			return code`pipe(${py(text ?? `Paris is the ${model.mask_token ?? "[MASK]"} of France.`)})`;
		case "text-labels":
			return code`pipe(${py(text ?? "I have a problem with my iphone that needs to be resolved asap!")}, candidate_labels=${pyList(ZERO_SHOT_LABELS.text)})`;
		case "image":
			return code`pipe(${py(IMAGE)})`;
		case "image-labels":
			return code`pipe(${py(IMAGE)}, candidate_labels=${pyList(ZERO_SHOT_LABELS.image)})`;
		case "object-labels":
			return code`pipe(${py(IMAGE)}, candidate_labels=${pyList(ZERO_SHOT_LABELS.object)})`;
		case "audio":
			return code`pipe(${py(AUDIO)})`;
		case "audio-labels":
			return code`pipe(${py(AUDIO)}, candidate_labels=${pyList(ZERO_SHOT_LABELS.audio)})`;
		case "document":
			return code`pipe(image=${py(IMAGE)}, question=${py("What is shown in the picture?")})`;
		case "table":
			return code`
				table = ${pyValue({ Repository: ["transformers", "datasets", "tokenizers"], Stars: ["36542", "4512", "3934"] })}
				pipe(table=table, query=${py("How many stars does the transformers repository have?")})
			`;
		case "chat":
		case "none":
			return undefined;
	}
}

function pipelineSnippet(tag: TransformersPipelineTag, model: ModelRecord): GeneratedSnippet {
	const chat = isChatPipeline(model);
	const imageChat = chat && isImageTextChat(model);
	const head = code`
		${INSTALL}
		from transformers import pipeline

		pipe = pipeline(${py(tag)}, model=${py(model.id)}${remoteCode(model)})
	`;
	const usage = chat
		? code`
				${chatMessages(imageChat)}
				${imageChat ? "pipe(text=messages)" : "pipe(messages)"}
			`
		: pipelineUsage(tag, model);
	return {
		language: "python",
		title: "Use a pipeline as a high-level helper",
		code:
			usage === undefined
				? head
				: code`
			${head}
			${usage}
		`,
	};
}

function loadDirectly(model: ModelRecord): GeneratedSnippet {
	const autoClass = autoModelClass(model);
	const processor = processorClass(model);
	const processorName = processor === "AutoTokenizer" ? "tokenizer" : "processor";
	const chat =
		processor !== undefined &&
		hasChatTemplate(model) &&
		(GENERATIVE_AUTO_CLASSES as readonly string[]).includes(autoClass);
	const imports = processor === undefined || processor === autoClass ? autoClass : code`${processor}, ${autoClass}`;
	const id = py(model.id);
	const load = code`model = ${autoClass}.from_pretrained(${id}${remoteCode(model)})`;
	const body = code`
		${INSTALL}
		from transformers import ${imports}

		${
			processor === undefined
				? load
				: code`
			${processorName} = ${processor}.from_pretrained(${id}${remoteCode(model)})
			${load}
		`
		}
	`;
	return {
		language: "python",
		title: "Load the model directly",
		code: chat
			? code`
					${body}

					${chatMessages(isImageTextChat(model))}
					inputs = ${processorName}.apply_chat_template(
					    messages,
					    add_generation_prompt=True,
					    tokenize=True,
					    return_dict=True,
					    return_tensors="pt",
					).to(model.device)

					outputs = model.generate(**inputs, max_new_tokens=${CHAT_MAX_NEW_TOKENS})
					print(${processorName}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))
				`
			: body,
	};
}

/**
 * transformers: a `pipeline(...)` snippet when the pipeline tag is one transformers supports, and
 * a "load the model directly" snippet with the auto class and processor of `transformersInfo`.
 * Custom-code models pass `trust_remote_code=True`; chat models get a chat example
 * (`max_new_tokens=40`), with an image plus text for image-text-to-text models.
 */
export const transformers: SnippetGenerator = (model) => {
	const tag = model.pipeline_tag;
	return [...(isTransformersPipeline(tag) ? [pipelineSnippet(tag, model)] : []), loadDirectly(model)];
};
