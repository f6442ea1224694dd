import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Sentence similarity measures how close two pieces of text are in meaning, even when they share few words. " +
		"A model turns each text into an embedding, a vector of numbers, and the cosine of the angle between two vectors serves as the similarity score. " +
		"Given a source sentence and a list of candidates, it ranks the candidates by how closely they match, which is the core of semantic search. " +
		"The same embeddings are used for clustering, deduplication and finding paraphrases.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description:
				"Real Bing search queries paired with passages that answer them, the most widely used data for training search embeddings.",
		},
		{
			id: "sentence-transformers/stsb",
			description:
				"Sentence pairs rated from 0 to 5 for semantic similarity by people, the standard check of how well scores track human judgement.",
		},
		{
			id: "sentence-transformers/all-nli",
			description:
				"SNLI and MultiNLI combined into anchor, positive and negative triplets, a common recipe for training embedding models.",
		},
	],
	models: [
		{
			id: "sentence-transformers/all-mpnet-base-v2",
			description:
				"An MPNet model trained on over a billion sentence pairs; a strong, reliable general-purpose English embedding model.",
		},
		{
			id: "sentence-transformers/all-MiniLM-L6-v2",
			description:
				"A six-layer model that is several times faster than larger ones, good for CPUs and quick experiments.",
		},
		{
			id: "BAAI/bge-m3",
			description:
				"A multilingual model covering over 100 languages and inputs up to 8,192 tokens, offering dense, sparse and multi-vector outputs.",
		},
		{
			id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
			description:
				"A compact multilingual embedding model that takes a task instruction with the query, trained on a broad mix of retrieval data.",
		},
	],
	spaces: [
		{
			id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
			description: "An app that transcribes a video and finds the passages most similar to a question you ask.",
		},
		{
			id: "Gradio-Blocks/pubmed-abstract-retriever",
			description: "A semantic search demo over medical paper abstracts.",
		},
		{
			id: "nickmuchi/article-text-summarizer",
			description:
				"An app that uses sentence embeddings to pick the key sentences of an article before summarizing it.",
		},
		{
			id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
			description: "A demo comparing embedding models on semantic search over a small text collection.",
		},
	],
	metrics: [
		{
			id: "Mean Reciprocal Rank",
			description:
				"For each query, one over the rank of the first relevant result, averaged over queries; rewards putting a right answer near the top.",
		},
		{
			id: "Cosine Similarity",
			description:
				"The cosine of the angle between two embeddings, from -1 to 1; the score the task returns, and compared to human ratings when evaluating.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Source sentence", content: "How do I reset my router to factory settings?" },
			{
				type: "text",
				label: "Sentence to compare",
				content: "Steps to restore a wireless router to its default configuration",
			},
			{ type: "text", label: "Sentence to compare", content: "My internet keeps dropping every evening" },
			{ type: "text", label: "Sentence to compare", content: "How to reset a forgotten email password" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Steps to restore a wireless router to its default configuration", score: 0.81 },
					{ label: "My internet keeps dropping every evening", score: 0.38 },
					{ label: "How to reset a forgotten email password", score: 0.29 },
				],
			},
		],
	},
	widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
	youtubeId: "VCZq5AkbNEU",
};

export default content;
