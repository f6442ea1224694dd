import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "inria-soda/tabular-benchmark", description: "" }],
	models: [{ id: "scikit-learn/cancer-prediction-trees", description: "" }],
	spaces: [
		{ id: "scikit-learn/tabular-playground", description: "" },
		{ id: "scikit-learn/classification", description: "" },
	],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "recall", description: "" },
		{ id: "precision", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["scikit-learn/tabular-playground"],
};

export default content;
