import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "lmms-lab/Video-MME", description: "" },
		{ id: "lmms-lab/VideoChatGPT", description: "" },
		{ id: "HuggingFaceFV/finevideo", description: "" },
	],
	models: [
		{ id: "Vision-CAIR/LongVU_Qwen2_7B", description: "" },
		{ id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32", description: "" },
		{ id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct", description: "" },
	],
	spaces: [
		{ id: "llava-hf/video-llava", description: "" },
		{ id: "opencompass/openvlm_video_leaderboard", description: "" },
		{ id: "HuggingFaceTB/SmolVLM2-HighlightGenerator", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [""],
};

export default content;
