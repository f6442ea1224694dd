import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "red_caps", description: "" },
		{ id: "datasets/conceptual_captions", description: "" },
	],
	models: [
		{ id: "allenai/olmOCR-7B-0725", description: "" },
		{ id: "fancyfeast/llama-joycaption-beta-one-hf-llava", description: "" },
	],
	spaces: [
		{ id: "multimodalart/OmniSVG-3B", description: "" },
		{ id: "numind/NuMarkdown-8B-Thinking", description: "" },
		{ id: "fancyfeast/joy-caption-beta-one", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["Salesforce/blip-image-captioning-large"],
};

export default content;
