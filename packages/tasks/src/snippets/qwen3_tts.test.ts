import { qwen3Tts } from "./qwen3_tts.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("qwen3_tts", qwen3Tts, [
	{
		name: "custom-voice",
		model: { id: "Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice" },
		contains: ["generate_custom_voice", 'speaker="Ryan"'],
	},
	{
		name: "voice-design",
		model: { id: "Qwen/Qwen3-TTS-12Hz-1.7B-VoiceDesign" },
		contains: ["generate_voice_design"],
		excludes: ["speaker="],
	},
	{
		name: "base-clone",
		model: { id: "Qwen/Qwen3-TTS-12Hz-0.6B-Base" },
		contains: ["generate_voice_clone", "ref_audio="],
	},
	{
		name: "tokenizer",
		model: { id: "Qwen/Qwen3-TTS-Tokenizer-12Hz" },
		contains: ["Qwen3TTSTokenizer.from_pretrained", "tokenizer.decode(codes)"],
		excludes: ["Qwen3TTSModel"],
	},
]);
