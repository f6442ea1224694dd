import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "wikitablequestions", description: "" },
		{ id: "wikisql", description: "" },
	],
	models: [
		{ id: "microsoft/tapex-base", description: "" },
		{ id: "google/tapas-base-finetuned-wtq", description: "" },
	],
	spaces: [{ id: "katanaml/table-query", description: "" }],
	metrics: [{ id: "Denotation Accuracy", description: "" }],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["google/tapas-base-finetuned-wtq"],
};

export default content;
