import { code, type Code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { js } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { widgetText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const IMAGE = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg";
const AUDIO = "https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/jfk.wav";

/** What a transformers.js pipeline is called with: the widget text, or a sample image or audio URL. */
type InputKind = "text" | "image" | "audio";

/**
 * The pipeline tasks transformers.js (`@huggingface/transformers`, v3 and v4) provides, with the
 * kind of input the example passes. A tag not listed here has no transformers.js pipeline.
 */
export const TRANSFORMERS_JS_TASKS: Record<string, InputKind> = {
	"audio-classification": "audio",
	"automatic-speech-recognition": "audio",
	"depth-estimation": "image",
	"document-question-answering": "image",
	"feature-extraction": "text",
	"fill-mask": "text",
	"image-classification": "image",
	"image-feature-extraction": "image",
	"image-segmentation": "image",
	"image-to-image": "image",
	"image-to-text": "image",
	"object-detection": "image",
	"question-answering": "text",
	"sentence-similarity": "text",
	summarization: "text",
	"text-classification": "text",
	"text-generation": "text",
	"text-to-audio": "text",
	"text-to-speech": "text",
	"text2text-generation": "text",
	"token-classification": "text",
	translation: "text",
	"zero-shot-audio-classification": "audio",
	"zero-shot-classification": "text",
	"zero-shot-image-classification": "image",
	"zero-shot-object-detection": "image",
};

/** The transformers.js task of a model: its pipeline tag (sentence-similarity maps to feature-extraction). */
export function transformersJsTask(model: ModelRecord): string | undefined {
	const tag = model.pipeline_tag;
	if (typeof tag !== "string" || !Object.hasOwn(TRANSFORMERS_JS_TASKS, tag)) return undefined;
	return tag === "sentence-similarity" ? "feature-extraction" : tag;
}

/** The call arguments of the example, by task: most take one input; a few need more. */
function callArguments(task: string, model: ModelRecord): Code {
	const text = widgetText(model) ?? "I love transformers!";
	switch (task) {
		case "zero-shot-classification":
			return code`${js(text)}, ["refund", "legal", "faq"]`;
		case "zero-shot-image-classification":
			return code`${js(IMAGE)}, ["animals", "humans", "landscape"]`;
		case "zero-shot-object-detection":
			return code`${js(IMAGE)}, ["cat", "dog", "llama"]`;
		case "zero-shot-audio-classification":
			return code`${js(AUDIO)}, ["dog barking", "speech", "music"]`;
		case "question-answering":
			return code`${js("Where do I live?")}, ${js("My name is Merve and I live in Istanbul.")}`;
		case "document-question-answering":
			return code`${js(IMAGE)}, ${js("What is shown in the picture?")}`;
		case "fill-mask":
			return js(widgetText(model) ?? `The goal of life is ${model.mask_token ?? "[MASK]"}.`);
		case "feature-extraction":
			return code`${js(text)}, { pooling: "mean", normalize: true }`;
		default: {
			const kind = TRANSFORMERS_JS_TASKS[task] ?? "text";
			return kind === "image" ? js(IMAGE) : kind === "audio" ? js(AUDIO) : js(text);
		}
	}
}

/** transformers.js: a pipeline for the model's task, run once; no pipeline tag → "Unknown pipeline tag". */
export const transformersJs: SnippetGenerator = (model) => {
	const task = transformersJsTask(model);
	if (!task) return [notice("Unknown pipeline tag")];
	return [
		{
			language: "js",
			title: "Run the model in JavaScript",
			code: code`
				// npm i @huggingface/transformers
				import { pipeline } from "@huggingface/transformers";

				const pipe = await pipeline(${js(task)}, ${js(model.id)});
				const output = await pipe(${callArguments(task, model)});
				console.log(output);
			`,
		},
	];
};
