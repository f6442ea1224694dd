import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../model-record.ts";
import { exampleSentences, isCrossEncoder } from "./sentence-transformers.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

const m = (fields: Partial<ModelRecord>): ModelRecord => ({ id: "acme/m", ...fields });

describe("sentence-transformers rules", () => {
	it.each([
		[m({ tags: ["cross-encoder"] }), true],
		[m({ pipeline_tag: "text-ranking" }), true],
		[m({ pipeline_tag: "sentence-similarity" }), false],
		[m({ tags: ["sentence-transformers"] }), false],
	])("isCrossEncoder %#", (model, expected) => expect(isCrossEncoder(model)).toBe(expected));

	it("always encodes three sentences", () => {
		expect(exampleSentences(m({}))).toHaveLength(3);
		expect(exampleSentences(m({ widgetData: [{ text: "x" }] }))).toEqual([
			"x",
			"It's so sunny outside!",
			"He drove to the stadium.",
		]);
		expect(exampleSentences(m({ widgetData: [{ source_sentence: "s", sentences: ["a", "b", "c"] }] }))).toEqual([
			"s",
			"a",
			"b",
		]);
		expect(exampleSentences(m({ widgetData: [{ source_sentence: "s", sentences: [] }] }))).toHaveLength(3);
	});
});

describeRuleTable("sentence-transformers");
