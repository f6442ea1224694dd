/**
 * Sample inputs per task (spec section 9): what an inference snippet sends when the caller gives
 * nothing. Data only, no I/O: media inputs are named by a file name the snippet reads itself.
 */
import type { ModelRecord } from "./model-record.ts";
import type { JsonValue } from "./snippets/shared/literals.ts";

/** The fixed text shown where a task has no sample input (spec section 8). */
export const NO_INPUT_EXAMPLE = "No input example has been defined for this model task.";

/** Candidate labels of the zero-shot text example. */
export const ZERO_SHOT_TEXT_LABELS = ["refund", "legal", "faq"] as const;

/** Candidate labels of the zero-shot image example. */
export const ZERO_SHOT_IMAGE_LABELS = ["cat", "dog", "llama"] as const;

/** The sample files snippets read: an audio clip (FLAC), a photo (JPEG) and a scanned document (PNG). */
export const SAMPLE_FILES = { audio: "sample1.flac", image: "cats.jpg", document: "invoice.png" } as const;

/** The user message of the chat example, and of the image-plus-text chat example. */
export const CHAT_PROMPT = "Explain in one sentence why the sky looks blue.";
export const IMAGE_CHAT_PROMPT = "Describe this image in one sentence.";
/** A public picture the image-plus-text chat example points at. */
export const IMAGE_CHAT_URL =
	"https://upload.wikimedia.org/wikipedia/commons/4/47/PNG_transparency_demonstration_1.png";

/** A sample file a snippet reads from disk. */
export interface SampleFile {
	file: string;
	media: "audio" | "image";
	/** MIME type of the file, sent as `Content-Type` when the file is the whole body. */
	contentType: string;
}

/**
 * The sample input of a task, by shape:
 * - `text`: one string (with candidate labels for zero-shot classification);
 * - `object`: a JSON object of strings (question answering, sentence similarity, table QA);
 * - `file`: a media file (with candidate labels for zero-shot image classification);
 * - `file-and-text`: an image plus a question or a prompt;
 * - `table`: columns of a small table, sent as `inputs.data`.
 */
export type SampleInput =
	| { kind: "text"; text: string; candidateLabels?: readonly string[] }
	| { kind: "object"; value: { [key: string]: JsonValue } }
	| { kind: "file"; file: SampleFile; candidateLabels?: readonly string[] }
	| { kind: "file-and-text"; file: SampleFile; key: "question" | "prompt"; text: string }
	| { kind: "table"; data: { [column: string]: string[] } };

const AUDIO: SampleFile = { file: SAMPLE_FILES.audio, media: "audio", contentType: "audio/flac" };
const IMAGE: SampleFile = { file: SAMPLE_FILES.image, media: "image", contentType: "image/jpeg" };
const DOCUMENT: SampleFile = { file: SAMPLE_FILES.document, media: "image", contentType: "image/png" };

const text = (value: string): SampleInput => ({ kind: "text", text: value });
const file = (value: SampleFile): SampleInput => ({ kind: "file", file: value });

const TABLE = {
	rooms: ["3", "2", "4"],
	surface_m2: ["72", "48", "95"],
	year_built: ["1998", "1975", "2011"],
};

/** Sample inputs by pipeline type; a task missing here has none. */
const SAMPLES: Readonly<Record<string, SampleInput>> = {
	"text-classification": text("The parcel arrived two days early and in perfect shape."),
	"token-classification": text("My name is Ada and I work at the observatory in Lyon."),
	translation: text("The museum opens at nine and closes at six."),
	summarization: text(
		"The town council met on Tuesday to discuss the new cycle lanes. After two hours of debate, members agreed to " +
			"build a first lane along the river next spring and to measure its use for a year before extending the network.",
	),
	"feature-extraction": text("Hiking boots need a few weeks to wear in."),
	"text-generation": text("The old lighthouse keeper opened the door and saw"),
	"fill-mask": text("Paris is the [MASK] of France."),
	"zero-shot-classification": {
		kind: "text",
		text: "I was charged twice for the same order and would like my money back.",
		candidateLabels: ZERO_SHOT_TEXT_LABELS,
	},
	"question-answering": {
		kind: "object",
		value: {
			question: "Where does the night ferry stop?",
			context: "The night ferry leaves the harbour at ten and stops at the island of Brac before reaching Split.",
		},
	},
	"sentence-similarity": {
		kind: "object",
		value: {
			source_sentence: "A man is playing the guitar.",
			sentences: ["Someone plays a musical instrument.", "A woman is cooking pasta.", "The guitar is out of tune."],
		},
	},
	"table-question-answering": {
		kind: "object",
		value: {
			query: "How many moons does Jupiter have?",
			table: { planet: ["Mars", "Jupiter", "Saturn"], moons: ["2", "95", "146"] },
		},
	},
	"text-to-image": text("A lighthouse on a rocky cliff at sunset, watercolor"),
	"text-to-video": text("A paper boat drifting down a rainy street"),
	"text-to-speech": text("Welcome to the hub. Have a pleasant day."),
	"text-to-audio": text("A gentle piano melody with soft rain in the background"),
	"automatic-speech-recognition": file(AUDIO),
	"audio-classification": file(AUDIO),
	"audio-to-audio": file(AUDIO),
	"image-classification": file(IMAGE),
	"object-detection": file(IMAGE),
	"image-segmentation": file(IMAGE),
	"image-to-text": file(IMAGE),
	"zero-shot-image-classification": { kind: "file", file: IMAGE, candidateLabels: ZERO_SHOT_IMAGE_LABELS },
	"document-question-answering": {
		kind: "file-and-text",
		file: DOCUMENT,
		key: "question",
		text: "What is the total amount due?",
	},
	"visual-question-answering": {
		kind: "file-and-text",
		file: IMAGE,
		key: "question",
		text: "How many cats are lying down?",
	},
	"image-to-image": { kind: "file-and-text", file: IMAGE, key: "prompt", text: "Turn the cats into tigers." },
	"image-text-to-image": { kind: "file-and-text", file: IMAGE, key: "prompt", text: "Turn the cats into tigers." },
	"image-to-video": { kind: "file-and-text", file: IMAGE, key: "prompt", text: "The cats slowly wake up and stretch." },
	"image-text-to-video": {
		kind: "file-and-text",
		file: IMAGE,
		key: "prompt",
		text: "The cats slowly wake up and stretch.",
	},
	"tabular-classification": { kind: "table", data: TABLE },
	"tabular-regression": { kind: "table", data: TABLE },
};

/** The pipeline types that have a sample input. */
export const TASKS_WITH_SAMPLE_INPUT: readonly string[] = Object.keys(SAMPLES);

/** The task's own sample input, or `undefined` when it has none. */
export function taskSampleInput(task: string): SampleInput | undefined {
	return Object.hasOwn(SAMPLES, task) ? SAMPLES[task] : undefined;
}

/**
 * The sample input for a model: its task's sample, with the model's own widget text for text
 * tasks, its widget sentences for sentence similarity, and its mask token for fill-mask.
 * `undefined` when the task has none (or the model has no task).
 */
export function modelSampleInput(model: ModelRecord): SampleInput | undefined {
	const task = model.pipeline_tag;
	if (!task) return undefined;
	const sample = taskSampleInput(task);
	if (!sample) return undefined;
	const widget = model.widgetData?.[0];
	if (task === "fill-mask" && sample.kind === "text") {
		const mask = typeof model.mask_token === "string" && model.mask_token !== "" ? model.mask_token : "[MASK]";
		const widgetText = widget?.text;
		if (typeof widgetText === "string" && widgetText.includes(mask)) return { kind: "text", text: widgetText };
		return { kind: "text", text: sample.text.replace("[MASK]", mask) };
	}
	if (task === "sentence-similarity" && sample.kind === "object") {
		const source = widget?.source_sentence;
		const sentences = widget?.sentences;
		if (typeof source === "string" && Array.isArray(sentences) && sentences.every((s) => typeof s === "string")) {
			return { kind: "object", value: { source_sentence: source, sentences } };
		}
		return sample;
	}
	if (sample.kind === "text" && typeof widget?.text === "string" && widget.text.trim() !== "") {
		return { ...sample, text: widget.text };
	}
	return sample;
}

/**
 * The sample input as JSON, the way a request body's `inputs` shows it: a string for most tasks;
 * an object for question answering, sentence similarity, table QA, document QA and image + prompt
 * tasks (a media file appears by its file name); `{ data: {...} }` for tabular tasks; and the
 * fixed text {@link NO_INPUT_EXAMPLE} where the task has no sample.
 */
export function getModelInputSnippet(model: ModelRecord): JsonValue {
	const sample = modelSampleInput(model);
	return sample ? sampleInputJson(sample) : NO_INPUT_EXAMPLE;
}

/** A sample input as plain JSON (files by name). */
export function sampleInputJson(sample: SampleInput): JsonValue {
	switch (sample.kind) {
		case "text":
			return sample.text;
		case "object":
			return sample.value;
		case "file":
			return sample.file.file;
		case "file-and-text":
			return { image: sample.file.file, [sample.key]: sample.text };
		case "table":
			return { data: sample.data };
	}
}
