import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "microsoft/ms_marco", description: "" }],
	models: [
		{ id: "cross-encoder/ms-marco-MiniLM-L6-v2", description: "" },
		{ id: "Alibaba-NLP/gte-multilingual-reranker-base", description: "" },
		{ id: "Alibaba-NLP/gte-reranker-modernbert-base", description: "" },
	],
	spaces: [],
	metrics: [
		{ id: "Normalized Discounted Cumulative Gain", description: "" },
		{ id: "Mean Reciprocal Rank", description: "" },
		{ id: "Mean Average Precision", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
};

export default content;
