import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [],
	models: [
		{ id: "openmmlab-community/mm_grounding_dino_large_all", description: "" },
		{ id: "fushh7/LLMDet", description: "" },
	],
	spaces: [
		{ id: "ariG23498/zero-shot-od", description: "" },
		{ id: "merve/OWLSAM", description: "" },
	],
	metrics: [
		{ id: "Average Precision", description: "" },
		{ id: "Mean Average Precision", description: "" },
		{ id: "APα", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
