import { describe, expect, it } from "vitest";
import { describeRuleTable } from "./testing/rule-suite.ts";
import { transformersJsTask } from "./transformers.js.ts";

describe("transformers.js rules", () => {
	it.each([
		["text-classification", "text-classification"],
		["sentence-similarity", "feature-extraction"],
		["graph-ml", undefined],
		["toString", undefined],
		[null, undefined],
		[undefined, undefined],
	])("transformersJsTask(%s)", (tag, expected) => {
		expect(transformersJsTask({ id: "acme/m", pipeline_tag: tag })).toBe(expected);
	});
});

describeRuleTable("transformers.js");
