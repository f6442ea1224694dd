import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "wikipedia", description: "" },
		{ id: "c4", description: "" },
	],
	models: [
		{ id: "answerdotai/ModernBERT-large", description: "" },
		{ id: "FacebookAI/xlm-roberta-base", description: "" },
	],
	spaces: [],
	metrics: [
		{ id: "cross_entropy", description: "" },
		{ id: "perplexity", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["distilroberta-base"],
	youtubeId: "mqElG5QJWUg",
};

export default content;
