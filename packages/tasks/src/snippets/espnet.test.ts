import { describe, expect, it } from "vitest";
import { espnetTask } from "./espnet.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("ESPnet rules", () => {
	it.each([
		[{ tags: ["text-to-speech"] }, "text-to-speech"],
		[{ pipeline_tag: "automatic-speech-recognition" }, "automatic-speech-recognition"],
		[{ pipeline_tag: "audio-to-audio" }, undefined],
		[{}, undefined],
	])("espnetTask %#", (fields, expected) => expect(espnetTask({ id: "a/b", ...fields })).toBe(expected));
});

describeRuleTable("espnet");
