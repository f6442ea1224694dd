import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "Matthijs/cmu-arctic-xvectors", description: "" }],
	models: [
		{ id: "ResembleAI/resemble-enhance", description: "" },
		{ id: "microsoft/speecht5_vc", description: "" },
	],
	spaces: [
		{ id: "younver/speechbrain-speech-separation", description: "" },
		{ id: "nakas/audio-diffusion_style_transfer", description: "" },
	],
	metrics: [
		{ id: "snri", description: "" },
		{ id: "sdri", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["speechbrain/sepformer-wham"],
	youtubeId: "iohj7nCCYoM",
};

export default content;
