import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "suimu/VIRESET", description: "" },
		{ id: "zhangsh2001/LongV-EVAL", description: "" },
		{ id: "Iceclear/SeedVR_VideoDemos", description: "" },
	],
	models: [
		{ id: "decart-ai/Lucy-Edit-Dev", description: "" },
		{ id: "LeoLau/Shape-for-Motion", description: "" },
		{ id: "nvidia/Cosmos-Transfer2.5-2B", description: "" },
		{ id: "numz/SeedVR2_comfyUI", description: "" },
	],
	spaces: [
		{ id: "decart-ai/lucy-edit-dev", description: "" },
		{ id: "ByteDance-Seed/SeedVR2-3B", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
