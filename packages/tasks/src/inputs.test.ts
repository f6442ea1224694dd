import { describe, expect, it } from "vitest";
import {
	NO_INPUT_EXAMPLE,
	getModelInputSnippet,
	modelSampleInput,
	taskSampleInput,
	TASKS_WITH_SAMPLE_INPUT,
	ZERO_SHOT_IMAGE_LABELS,
	ZERO_SHOT_TEXT_LABELS,
} from "./inputs.ts";
import { PIPELINE_IDS } from "./tasks/catalogue.ts";

const model = (pipeline_tag: string | null, extra: object = {}) => ({ id: "acme/m", pipeline_tag, ...extra });

describe("sample inputs", () => {
	it("is a plain string for most text tasks", () => {
		for (const task of ["text-classification", "summarization", "translation", "text-to-image", "text-generation"]) {
			expect(typeof getModelInputSnippet(model(task)), task).toBe("string");
			expect(getModelInputSnippet(model(task))).not.toBe(NO_INPUT_EXAMPLE);
		}
	});

	it("is a JSON object with the spec's keys for the structured tasks", () => {
		const keys = (task: string) => Object.keys(getModelInputSnippet(model(task)) as object).sort();
		expect(keys("document-question-answering")).toEqual(["image", "question"]);
		expect(keys("question-answering")).toEqual(["context", "question"]);
		expect(keys("sentence-similarity")).toEqual(["sentences", "source_sentence"]);
		expect(keys("table-question-answering")).toEqual(["query", "table"]);
		expect(keys("image-to-image")).toEqual(["image", "prompt"]);
		expect(keys("image-to-video")).toEqual(["image", "prompt"]);
	});

	it("is a small column-based table for tabular tasks", () => {
		for (const task of ["tabular-classification", "tabular-regression"]) {
			const value = getModelInputSnippet(model(task)) as { data: Record<string, string[]> };
			const columns = Object.values(value.data);
			expect(columns.length).toBeGreaterThan(1);
			const rows = columns[0]?.length ?? 0;
			expect(rows).toBeGreaterThan(0);
			for (const column of columns) expect(column).toHaveLength(rows);
		}
	});

	it("names the media file for audio and image tasks", () => {
		expect(getModelInputSnippet(model("automatic-speech-recognition"))).toMatch(/\.flac$/);
		expect(getModelInputSnippet(model("image-classification"))).toMatch(/\.jpg$/);
		const sample = taskSampleInput("audio-classification");
		expect(sample?.kind === "file" && sample.file.contentType).toBe("audio/flac");
	});

	it("gives the zero-shot labels of the spec", () => {
		const textual = taskSampleInput("zero-shot-classification");
		const visual = taskSampleInput("zero-shot-image-classification");
		expect(textual?.kind === "text" && textual.candidateLabels).toEqual(["refund", "legal", "faq"]);
		expect(visual?.kind === "file" && visual.candidateLabels).toEqual(["cat", "dog", "llama"]);
		expect(ZERO_SHOT_TEXT_LABELS).toEqual(["refund", "legal", "faq"]);
		expect(ZERO_SHOT_IMAGE_LABELS).toEqual(["cat", "dog", "llama"]);
	});

	it("returns the exact fallback text where no example exists", () => {
		expect(NO_INPUT_EXAMPLE).toBe("No input example has been defined for this model task.");
		expect(getModelInputSnippet(model("robotics"))).toBe(NO_INPUT_EXAMPLE);
		expect(getModelInputSnippet(model(null))).toBe(NO_INPUT_EXAMPLE);
		expect(getModelInputSnippet(model("constructor"))).toBe(NO_INPUT_EXAMPLE);
	});

	it("only knows pipeline types of the catalogue", () => {
		const known = new Set<string>(PIPELINE_IDS);
		expect(TASKS_WITH_SAMPLE_INPUT.length).toBeGreaterThan(30);
		for (const task of TASKS_WITH_SAMPLE_INPUT) expect(known.has(task), task).toBe(true);
	});

	it("prefers the model's widget text, sentences and mask token", () => {
		expect(getModelInputSnippet(model("text-classification", { widgetData: [{ text: "Mine." }] }))).toBe("Mine.");
		expect(getModelInputSnippet(model("text-classification", { widgetData: [{ text: "  " }] }))).not.toBe("  ");
		const pair = { source_sentence: "a", sentences: ["b", "c"] };
		expect(getModelInputSnippet(model("sentence-similarity", { widgetData: [pair] }))).toEqual(pair);
		expect(getModelInputSnippet(model("fill-mask", { mask_token: "<mask>" }))).toContain("<mask>");
		expect(getModelInputSnippet(model("fill-mask"))).toContain("[MASK]");
		expect(modelSampleInput(model("fill-mask", { mask_token: "<mask>", widgetData: [{ text: "no mask" }] }))).toEqual({
			kind: "text",
			text: "Paris is the <mask> of France.",
		});
	});
});
