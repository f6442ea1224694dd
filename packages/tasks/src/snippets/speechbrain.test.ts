import { describe, expect, it } from "vitest";
import { SPEECHBRAIN_INTERFACES, speechbrainInterfaceName } from "./speechbrain.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("SpeechBrain rules", () => {
	it("reads the interface name from config.speechbrain", () => {
		expect(
			speechbrainInterfaceName({ id: "a/b", config: { speechbrain: { speechbrain_interface: "EncoderASR" } } }),
		).toBe("EncoderASR");
		expect(speechbrainInterfaceName({ id: "a/b", config: { speechbrain: {} } })).toBeUndefined();
		expect(speechbrainInterfaceName({ id: "a/b" })).toBeUndefined();
	});

	it("knows each interface's module", () => {
		for (const [name, spec] of Object.entries(SPEECHBRAIN_INTERFACES)) {
			expect(name).toMatch(/^[A-Za-z0-9]+$/);
			expect(spec.module).toMatch(/^speechbrain\.inference\.[A-Za-z]+$/);
		}
	});
});

describeRuleTable("speechbrain");
