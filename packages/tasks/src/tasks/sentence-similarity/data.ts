import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "microsoft/ms_marco", description: "" }],
	models: [
		{ id: "sentence-transformers/all-mpnet-base-v2", description: "" },
		{ id: "BAAI/bge-m3", description: "" },
		{ id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5", description: "" },
	],
	spaces: [
		{ id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos", description: "" },
		{ id: "Gradio-Blocks/pubmed-abstract-retriever", description: "" },
		{ id: "nickmuchi/article-text-summarizer", description: "" },
		{ id: "sentence-transformers/Sentence_Transformers_for_semantic_search", description: "" },
	],
	metrics: [
		{ id: "Mean Reciprocal Rank", description: "" },
		{ id: "Cosine Similarity", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
	youtubeId: "VCZq5AkbNEU",
};

export default content;
