/**
 * The pipeline tasks the current transformers release (v5) accepts in `pipeline(task, ...)`,
 * keyed by hub pipeline tag, with the kind of input its example passes. v5.0 removed
 * summarization, translation, text2text-generation and image-to-text; v5.3 removed
 * question-answering, visual-question-answering and image-to-image. Those tags get no pipeline
 * snippet (the model still loads directly). The list is the "available tasks" of v5.3 and later,
 * less the aliases `ner` and `sentiment-analysis`.
 */
export const TRANSFORMERS_PIPELINES = {
	"any-to-any": "none",
	"audio-classification": "audio",
	"automatic-speech-recognition": "audio",
	"depth-estimation": "image",
	"document-question-answering": "document",
	"feature-extraction": "text",
	"fill-mask": "mask",
	"image-classification": "image",
	"image-feature-extraction": "image",
	"image-segmentation": "image",
	"image-text-to-text": "chat",
	"keypoint-matching": "none",
	"mask-generation": "image",
	"object-detection": "image",
	"table-question-answering": "table",
	"text-classification": "text",
	"text-generation": "text",
	"text-to-audio": "text",
	"text-to-speech": "text",
	"token-classification": "text",
	"video-classification": "none",
	"zero-shot-audio-classification": "audio-labels",
	"zero-shot-classification": "text-labels",
	"zero-shot-image-classification": "image-labels",
	"zero-shot-object-detection": "object-labels",
} as const;

/** A pipeline tag the transformers `pipeline()` function accepts. */
export type TransformersPipelineTag = keyof typeof TRANSFORMERS_PIPELINES;

/** Whether transformers' `pipeline()` supports the tag (the rule for offering a pipeline snippet). */
export function isTransformersPipeline(tag: unknown): tag is TransformersPipelineTag {
	return typeof tag === "string" && Object.hasOwn(TRANSFORMERS_PIPELINES, tag);
}

/** Candidate labels of the zero-shot examples (spec section 9). */
export const ZERO_SHOT_LABELS = {
	text: ["refund", "legal", "faq"],
	image: ["animals", "humans", "landscape"],
	object: ["cat", "dog", "llama"],
	audio: ["dog barking", "speech", "music"],
} as const;
