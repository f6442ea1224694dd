import { describeRuleCases } from "./testing/rule-cases.ts";
import { vibevoice } from "./vibevoice.ts";

describeRuleCases("vibevoice", vibevoice, [
	{
		name: "asr",
		model: { id: "microsoft/VibeVoice-ASR", pipeline_tag: "automatic-speech-recognition" },
		contains: ["demo/vibevoice_asr_inference_from_file.py", "--audio_files"],
		excludes: ["streamingtts", "hf download"],
	},
	{
		name: "realtime",
		model: { id: "microsoft/VibeVoice-Realtime-0.5B", pipeline_tag: "text-to-speech" },
		contains: ['".[streamingtts]"', "demo/realtime_model_inference_from_file.py", "--speaker_name"],
		excludes: ["vibevoice_asr", "hf download"],
	},
	{
		name: "long-form-tts",
		model: { id: "microsoft/VibeVoice-1.5B", pipeline_tag: "text-to-speech" },
		contains: ["hf download 'microsoft/VibeVoice-1.5B'", "docs/vibevoice-tts.md"],
		excludes: ["inference_from_file.py"],
	},
]);
