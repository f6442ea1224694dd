import { describe, expect, it } from "vitest";
import { describeRuleCases } from "./testing/rule-cases.ts";
import { videoprism, videoprismConfig } from "./videoprism.ts";

describeRuleCases("videoprism", videoprism, [
	{
		name: "video-text",
		model: { id: "google/videoprism-lvt-large-f8r288" },
		contains: ['"videoprism_lvt_public_v1_large"', "vp.tokenize_texts"],
	},
	{
		name: "video",
		model: { id: "google/videoprism-base-f16r288" },
		contains: ['"videoprism_public_v1_base"'],
		excludes: ["tokenize_texts"],
	},
]);

describe("videoprismConfig", () => {
	it("derives the configuration name from the repository name", () => {
		expect(videoprismConfig("google/videoprism-large-f8r288")).toBe("videoprism_public_v1_large");
		expect(videoprismConfig("google/videoprism-lvt-base-f16r288")).toBe("videoprism_lvt_public_v1_base");
	});
});
