import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "liuhaotian/LLaVA-Instruct-150K", description: "" },
		{ id: "DAMO-NLP-SG/multimodal_textbook", description: "" },
		{ id: "HuggingFaceM4/the_cauldron", description: "" },
		{ id: "HuggingFaceM4/WebSight", description: "" },
	],
	models: [
		{ id: "HuggingFaceTB/SmolVLM-Instruct", description: "" },
		{ id: "zai-org/GLM-4.5V", description: "" },
		{ id: "rednote-hilab/dots.ocr", description: "" },
		{ id: "Qwen/Qwen2.5-VL-3B-Instruct", description: "" },
		{ id: "microsoft/Magma-8B", description: "" },
	],
	spaces: [
		{ id: "opencompass/open_vlm_leaderboard", description: "" },
		{ id: "sergiopaniego/vlm_object_understanding", description: "" },
		{ id: "prithivMLmods/Multimodal-OCR", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["zai-org/GLM-4.5V"],
	youtubeId: "IoGaGfU1CIg",
};

export default content;
