import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [],
	models: [{ id: "black-forest-labs/FLUX.2-dev", description: "" }],
	spaces: [{ id: "black-forest-labs/FLUX.2-dev", description: "" }],
	metrics: [
		{ id: "FID", description: "" },
		{ id: "CLIP", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["black-forest-labs/FLUX.2-dev"],
};

export default content;
