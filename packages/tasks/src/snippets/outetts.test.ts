import { describe, expect, it } from "vitest";
import { isOuteTtsSkipped } from "./outetts.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("OuteTTS rules", () => {
	it.each([
		[["gguf"], true],
		[["outetts", "onnx"], true],
		[["outetts"], false],
		[["text-to-speech"], false],
	])("isOuteTtsSkipped(%j)", (tags, expected) => expect(isOuteTtsSkipped({ id: "a/b", tags })).toBe(expected));
});

describeRuleTable("outetts");
