import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "allenai/objaverse-xl", description: "" },
		{ id: "tiange/Cap3D", description: "" },
	],
	models: [
		{ id: "openai/shap-e", description: "" },
		{ id: "ashawkey/LGM", description: "" },
	],
	spaces: [
		{ id: "hysts/Shap-E", description: "" },
		{ id: "ashawkey/LGM", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
