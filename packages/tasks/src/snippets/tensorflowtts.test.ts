import { tensorflowtts } from "./tensorflowtts.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("tensorflowtts", tensorflowtts, [
	{
		name: "tacotron2",
		model: { id: "tensorspeech/tts-tacotron2-ljspeech-en", tags: ["text-to-mel"] },
		contains: ["AutoProcessor.from_pretrained", "input_lengths="],
		excludes: ["speed_ratios"],
	},
	{
		name: "fastspeech2",
		model: { id: "tensorspeech/tts-fastspeech2-ljspeech-en", tags: ["text-to-mel"] },
		contains: ["speed_ratios=", "energy_ratios="],
	},
	{
		name: "vocoder",
		model: { id: "tensorspeech/tts-mb_melgan-ljspeech-en", tags: ["mel-to-wav"] },
		contains: ["vocoder.inference(mel)"],
		excludes: ["AutoProcessor"],
	},
]);
