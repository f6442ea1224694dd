import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "", description: "" }],
	models: [
		{ id: "visheratin/mexma-siglip", description: "" },
		{ id: "google/siglip2-base-patch16-224", description: "" },
		{ id: "intfloat/mmE5-mllama-11b-instruct", description: "" },
		{ id: "jinaai/jina-clip-v2", description: "" },
		{ id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224", description: "" },
	],
	spaces: [
		{ id: "pharma/CLIP-Interrogator", description: "" },
		{ id: "merve/compare_clip_siglip", description: "" },
	],
	metrics: [{ id: "top-K accuracy", description: "" }],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["google/siglip-so400m-patch14-224"],
};

export default content;
