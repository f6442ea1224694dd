import { describe, expect, it } from "vitest";
import { audiocraftFamily } from "./audiocraft.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("audiocraft rules", () => {
	it.each([
		[["musicgen"], "musicgen"],
		[["audiogen"], "audiogen"],
		[["magnet"], "magnet"],
		[["audiocraft", "text-to-audio"], undefined],
		[["MusicGen"], undefined],
	])("audiocraftFamily(%j)", (tags, expected) => expect(audiocraftFamily({ id: "a/b", tags })).toBe(expected));
});

describeRuleTable("audiocraft");
