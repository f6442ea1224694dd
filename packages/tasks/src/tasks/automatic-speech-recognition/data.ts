import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "mozilla-foundation/common_voice_17_0", description: "" },
		{ id: "amphion/Emilia-Dataset", description: "" },
		{ id: "parler-tts/mls_eng", description: "" },
		{ id: "espnet/yodas", description: "" },
	],
	models: [
		{ id: "openai/whisper-large-v3", description: "" },
		{ id: "facebook/w2v-bert-2.0", description: "" },
		{ id: "facebook/seamless-m4t-v2-large", description: "" },
		{ id: "nvidia/canary-1b", description: "" },
		{ id: "pyannote/speaker-diarization-3.1", description: "" },
	],
	spaces: [
		{ id: "hf-audio/whisper-large-v3", description: "" },
		{ id: "mrfakename/Moonshinex", description: "" },
		{ id: "facebook/seamless_m4t", description: "" },
		{ id: "nvidia/canary-1b", description: "" },
	],
	metrics: [
		{ id: "wer", description: "" },
		{ id: "cer", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["openai/whisper-large-v3"],
	youtubeId: "TksaY_FDgnk",
};

export default content;
