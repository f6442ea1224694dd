import { describe, expect, it } from "vitest";
import { indexTts, indexTtsVersion } from "./index-tts.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describe("indexTtsVersion", () => {
	it.each([
		["IndexTeam/IndexTTS-2", "2"],
		["IndexTeam/IndexTTS-2.5", "2.5"],
		["IndexTeam/IndexTTS-1.5", "1"],
		["IndexTeam/Index-TTS", "1"],
		["someone/indextts-2_5-finetune", "2.5"],
		["someone/indextts-v20", "1"],
	])("%s is generation %s", (id, version) => {
		expect(indexTtsVersion({ id })).toBe(version);
	});
});

describeRuleCases("index-tts", indexTts, [
	{
		name: "v1",
		model: { id: "IndexTeam/Index-TTS" },
		contains: ["from indextts.infer import IndexTTS"],
		excludes: ["IndexTTS2"],
	},
	{
		name: "v2",
		model: { id: "IndexTeam/IndexTTS-2" },
		contains: ["from indextts.infer_v2 import IndexTTS2"],
		excludes: ["lang="],
	},
	{
		name: "v2-5",
		model: { id: "IndexTeam/IndexTTS-2.5" },
		contains: ["from indextts.infer_v2_5 import IndexTTS2", 'lang="EN"'],
	},
]);
