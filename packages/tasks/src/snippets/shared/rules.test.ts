import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../../model-record.ts";
import { exampleText, hasTag, repoFileWithExtension, repoFilesContaining, widgetText } from "./rules.ts";

const withWidgets = (widgetData: ModelRecord["widgetData"]): ModelRecord => ({ id: "a/b", widgetData });
const withFiles = (...names: string[]): ModelRecord => ({
	id: "a/b",
	siblings: names.map((rfilename) => ({ rfilename })),
});

describe("shared model readers", () => {
	it("hasTag matches whole tags only, and tolerates a malformed tag list", () => {
		expect(hasTag({ id: "a/b", tags: ["lora", "flux"] }, "flux")).toBe(true);
		expect(hasTag({ id: "a/b", tags: ["flux-dev"] }, "flux")).toBe(false);
		expect(hasTag({ id: "a/b" }, "flux")).toBe(false);
		// A string is not a tag list: no substring match.
		expect(hasTag({ id: "a/b", tags: "flux" as unknown as string[] }, "flux")).toBe(false);
	});

	it.each([
		[[{ text: "Hello" }, { text: "Later" }], "Hello"],
		[[{ source_sentence: "s", sentences: ["t"] }, { text: "Later" }], "Later"],
		[[{ text: "   " }, { text: "Later" }], "Later"],
		[[{ text: "" }], undefined],
		[[], undefined],
		[undefined, undefined],
	])("widgetText(%j)", (widgets, expected) => {
		expect(widgetText(withWidgets(widgets))).toBe(expected);
		expect(exampleText(withWidgets(widgets), "fallback")).toBe(expected ?? "fallback");
	});

	it("finds repository files by extension or fragment, in listing order", () => {
		const model = withFiles("README.md", "w/model.ONNX", "model.onnx", "tokenizer.json");
		expect(repoFileWithExtension(model, [".onnx"])).toBe("w/model.ONNX");
		expect(repoFileWithExtension(model, [".gguf"])).toBeUndefined();
		expect(repoFilesContaining(model, "MODEL")).toEqual(["w/model.ONNX", "model.onnx"]);
		expect(repoFilesContaining({ id: "a/b" }, "model")).toEqual([]);
	});
});
