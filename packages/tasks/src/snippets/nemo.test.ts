import { describe, expect, it } from "vitest";
import { nemoDomain } from "./nemo.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("NeMo rules", () => {
	it.each([
		[{ tags: ["automatic-speech-recognition"] }, "automatic-speech-recognition"],
		[{ pipeline_tag: "automatic-speech-recognition" }, "automatic-speech-recognition"],
		[{ tags: ["text-to-speech"] }, undefined],
		[{}, undefined],
	])("nemoDomain %#", (fields, expected) => expect(nemoDomain({ id: "a/b", ...fields })).toBe(expected));
});

describeRuleTable("nemo");
