import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "kinetics400", description: "" }],
	models: [
		{ id: "google/vivit-b-16x2-kinetics400", description: "" },
		{ id: "microsoft/xclip-base-patch32", description: "" },
	],
	spaces: [
		{ id: "nateraw/lavila", description: "" },
		{ id: "fcakyon/video-classification", description: "" },
	],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "recall", description: "" },
		{ id: "precision", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
