import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "nvidia/AF-Think", description: "" },
		{ id: "tsinghua-ee/QualiSpeech", description: "" },
	],
	models: [
		{ id: "fixie-ai/ultravox-v0_5-llama-3_2-1b", description: "" },
		{ id: "Qwen/Qwen2-Audio-7B-Instruct", description: "" },
		{ id: "mistralai/Voxtral-Small-24B-2507", description: "" },
		{ id: "nvidia/audio-flamingo-3", description: "" },
	],
	spaces: [
		{ id: "iamomtiwari/ATTT", description: "" },
		{ id: "freddyaboulton/talk-to-qwen-webrtc", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
