/**
 * Well-formed answers of the mock router per task, in the shapes the Inference API returns (so
 * the client libraries, which check shapes, accept them), plus the sample files snippets read.
 */
import type { MockAnswer } from "./mock-router.ts";

/** A string every JSON answer carries, so a test can see the answer was printed. */
export const MARK = "e2e-answer";

/** Fake media: just the right magic bytes and a little payload. */
export const SAMPLE_BYTES: Record<string, Buffer> = {
	"sample1.flac": Buffer.concat([Buffer.from("fLaC"), Buffer.from("atrium-e2e-audio-payload")]),
	"cats.jpg": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("atrium-e2e-image-payload")]),
	"invoice.png": Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from("atrium-e2e-document")]),
};

/** The bytes answered for file outputs. */
export const ANSWER_BYTES = {
	image: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("generated-image")]),
	audio: Buffer.concat([Buffer.from("fLaC"), Buffer.from("generated-audio")]),
	video: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42generated-video")]),
} as const;

const label = [{ label: MARK, score: 0.97 }];

const HF_JSON: Record<string, unknown> = {
	"text-classification": [label],
	"audio-classification": label,
	"image-classification": label,
	"zero-shot-image-classification": label,
	"zero-shot-classification": [{ label: MARK, score: 0.91 }],
	"token-classification": [{ entity_group: MARK, score: 0.99, word: "Ada", start: 11, end: 14 }],
	"question-answering": { answer: MARK, score: 0.9, start: 10, end: 14 },
	"document-question-answering": [{ answer: MARK, score: 0.8, start: 1, end: 2 }],
	"visual-question-answering": [{ answer: MARK, score: 0.8 }],
	"table-question-answering": { answer: MARK, coordinates: [[1, 1]], cells: ["95"], aggregator: "NONE" },
	translation: [{ translation_text: MARK }],
	summarization: [{ summary_text: MARK }],
	"text-generation": [{ generated_text: MARK }],
	"fill-mask": [{ score: 0.9, token: 2, token_str: MARK, sequence: `Paris is the ${MARK} of France.` }],
	"feature-extraction": [0.4242, 0.1, 0.2],
	"sentence-similarity": [0.4242, 0.1, 0.2],
	"tabular-classification": [4242, 0, 1],
	"tabular-regression": [4242.5, 1.5, 2.5],
	"automatic-speech-recognition": { text: MARK },
	"audio-to-audio": [{ label: MARK, blob: ANSWER_BYTES.audio.toString("base64"), "content-type": "audio/flac" }],
	"image-segmentation": [{ label: MARK, score: 0.9, mask: ANSWER_BYTES.image.toString("base64") }],
	"object-detection": [{ label: MARK, score: 0.9, box: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } }],
	"image-to-text": { generated_text: MARK },
};

/** What printed output proves the answer arrived, for a JSON answer of a task. */
export function answerEvidence(task: string, provider: string): string {
	if (provider !== "hf-inference") return MARK;
	if (task === "feature-extraction" || task === "sentence-similarity") return "0.4242";
	if (task === "tabular-classification") return "4242";
	if (task === "tabular-regression") return "4242.5";
	return MARK;
}

/** The answer the mock gives a task whose answer is a file, by the file's kind. */
export function bytesAnswer(task: string): MockAnswer {
	if (task.endsWith("video")) return { kind: "bytes", contentType: "video/mp4", data: ANSWER_BYTES.video };
	if (task.includes("speech") || task.includes("audio")) {
		return { kind: "bytes", contentType: "audio/flac", data: ANSWER_BYTES.audio };
	}
	return { kind: "bytes", contentType: "image/jpeg", data: ANSWER_BYTES.image };
}

/** The JSON answer of a task on a provider (third-party providers get a generic JSON document). */
export function jsonAnswer(task: string, provider: string): MockAnswer {
	if (provider === "hf-inference" && Object.hasOwn(HF_JSON, task)) return { kind: "json", value: HF_JSON[task] };
	return { kind: "json", value: { id: MARK, status: "completed", output: [`https://files.example/${MARK}`] } };
}
