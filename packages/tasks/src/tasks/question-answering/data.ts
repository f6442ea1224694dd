import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "squad_v2", description: "" },
		{ id: "natural_questions", description: "" },
	],
	models: [
		{ id: "deepset/roberta-base-squad2", description: "" },
		{ id: "distilbert/distilbert-base-cased-distilled-squad", description: "" },
		{ id: "google/tapas-base-finetuned-wtq", description: "" },
	],
	spaces: [{ id: "deepset/wikipedia-assistant", description: "" }],
	metrics: [
		{ id: "exact-match", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["deepset/roberta-base-squad2"],
	youtubeId: "ajPx5LwJD-I",
};

export default content;
