import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "parler-tts/mls_eng_10k", description: "" },
		{ id: "mythicinfinity/libritts_r", description: "" },
		{ id: "facebook/multilingual_librispeech", description: "" },
	],
	models: [
		{ id: "KittenML/kitten-tts-nano-0.1", description: "" },
		{ id: "ResembleAI/chatterbox", description: "" },
		{ id: "fishaudio/fish-speech-1.5", description: "" },
		{ id: "nari-labs/Dia-1.6B-0626", description: "" },
	],
	spaces: [
		{ id: "hexgrad/Kokoro-TTS", description: "" },
		{ id: "fishaudio/fish-speech-1", description: "" },
		{ id: "ResembleAI/Chatterbox", description: "" },
		{ id: "TTS-AGI/TTS-Arena-V2", description: "" },
		{ id: "ngxson/kokoro-podcast-generator", description: "" },
	],
	metrics: [{ id: "mel cepstral distortion", description: "" }],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["suno/bark"],
	youtubeId: "NW62DpzJ274",
	canonicalId: "text-to-audio",
};

export default content;
