/**
 * Request bodies as data: JSON values in which a sample file may stand for its encoded contents.
 * Encoders (see `encode.ts`) turn a body into code per language, so no value is ever pasted.
 */
import type { JsonValue, SampleFile, SampleInput } from "@atrium/tasks";
import type { BodyShape, BodyTemplate } from "./provider-types.ts";

/** A sample file inside a body: its bytes, base64 text, or a `data:` URL. */
export class FileRef {
	readonly file: SampleFile;
	readonly encoding: "raw" | "base64" | "data-url";
	constructor(file: SampleFile, encoding: "raw" | "base64" | "data-url") {
		this.file = file;
		this.encoding = encoding;
	}
}

/** A JSON value that may hold one {@link FileRef}. */
export type BodyValue = string | number | boolean | null | FileRef | BodyValue[] | { [key: string]: BodyValue };

/** What fills the placeholders of a body template. */
export interface BodyInputs {
	model: string;
	sample: SampleInput;
	/** LoRA weights, when an adapter is given. */
	loras?: { path: string; scale: number }[];
}

/** The main text of a sample: the text input or the prompt/question next to a file. */
export function sampleText(sample: SampleInput): string | undefined {
	if (sample.kind === "text") return sample.text;
	if (sample.kind === "file-and-text") return sample.text;
	return undefined;
}

/** The sample file, if the sample has one. */
export function sampleFile(sample: SampleInput): SampleFile | undefined {
	return sample.kind === "file" || sample.kind === "file-and-text" ? sample.file : undefined;
}

const MISSING = Symbol("missing");

/**
 * Expands a body shape for a model. Returns `undefined` when the sample lacks what the shape needs
 * (no text for `{text}`, no file for `{file:...}`): the provider cannot serve that input.
 */
export function expandBody(shape: BodyShape, inputs: BodyInputs): BodyValue | undefined {
	if (shape === "hf") return hfBody(inputs.sample);
	const value = expand(shape, inputs);
	return value === MISSING ? undefined : value;
}

function expand(template: BodyTemplate, inputs: BodyInputs): BodyValue | typeof MISSING {
	if (typeof template === "string") {
		switch (template) {
			case "{model}":
				return inputs.model;
			case "{text}":
				return sampleText(inputs.sample) ?? MISSING;
			case "{labels}":
				return "candidateLabels" in inputs.sample && inputs.sample.candidateLabels
					? [...inputs.sample.candidateLabels]
					: MISSING;
			case "{file:base64}":
			case "{file:data-url}": {
				const file = sampleFile(inputs.sample);
				return file ? new FileRef(file, template === "{file:base64}" ? "base64" : "data-url") : MISSING;
			}
			default:
				return template;
		}
	}
	if (typeof template !== "object") return template;
	if (Array.isArray(template)) {
		const items: BodyValue[] = [];
		for (const item of template as readonly BodyTemplate[]) {
			const value = expand(item, inputs);
			if (value === MISSING) return MISSING;
			items.push(value);
		}
		return items;
	}
	const out: { [key: string]: BodyValue } = {};
	for (const [key, item] of Object.entries(template as { readonly [key: string]: BodyTemplate })) {
		if (item === "{loras}") {
			if (inputs.loras) out[key] = inputs.loras.map((l) => ({ path: l.path, scale: l.scale }));
			continue;
		}
		const value = expand(item, inputs);
		if (value === MISSING) return MISSING;
		out[key] = value;
	}
	return out;
}

/**
 * The Inference API body of spec section 7: `{inputs}` with `parameters` where the task has
 * them (candidate labels, the image-to-image prompt), an image as base64 inside JSON when it
 * travels with text, and the raw file as the whole body for audio and image tasks.
 */
export function hfBody(sample: SampleInput): BodyValue {
	switch (sample.kind) {
		case "text":
			return sample.candidateLabels
				? { inputs: sample.text, parameters: { candidate_labels: [...sample.candidateLabels] } }
				: { inputs: sample.text };
		case "object":
			return { inputs: sample.value };
		case "table":
			return { inputs: { data: sample.data } };
		case "file":
			return sample.candidateLabels
				? {
						inputs: new FileRef(sample.file, "base64"),
						parameters: { candidate_labels: [...sample.candidateLabels] },
					}
				: new FileRef(sample.file, "raw");
		case "file-and-text":
			return sample.key === "prompt"
				? { inputs: new FileRef(sample.file, "base64"), parameters: { prompt: sample.text } }
				: { inputs: { image: new FileRef(sample.file, "base64"), question: sample.text } };
	}
}

/** The one file a body reads, if any (bodies hold at most one). */
export function bodyFile(body: BodyValue): FileRef | undefined {
	if (body instanceof FileRef) return body;
	if (body === null || typeof body !== "object") return undefined;
	for (const item of Array.isArray(body) ? body : Object.values(body)) {
		const found = bodyFile(item);
		if (found) return found;
	}
	return undefined;
}

/** The body as plain JSON, files by name: what golden files and the hub show as data. */
export function bodyJson(body: BodyValue): JsonValue {
	if (body instanceof FileRef) return `<${body.encoding} ${body.file.file}>`;
	if (body === null || typeof body !== "object") return body;
	if (Array.isArray(body)) return body.map(bodyJson);
	return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, bodyJson(value)]));
}
