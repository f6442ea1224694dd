import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [],
	models: [{ id: "Lightricks/LTX-Video", description: "" }],
	spaces: [{ id: "Lightricks/ltx-video-distilled", description: "" }],
	metrics: [
		{ id: "fvd", description: "" },
		{ id: "clipsim", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["Lightricks/LTX-Video"],
};

export default content;
