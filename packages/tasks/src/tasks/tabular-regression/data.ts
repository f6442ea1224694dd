import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "inria-soda/tabular-benchmark", description: "" }],
	models: [{ id: "scikit-learn/Fish-Weight", description: "" }],
	spaces: [{ id: "scikit-learn/fish-weight-prediction", description: "" }],
	metrics: [
		{ id: "mse", description: "" },
		{ id: "r-squared", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["scikit-learn/Fish-Weight"],
};

export default content;
