import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text retrieval finds, in a large collection of documents, the ones most relevant to a query, and returns them ranked from best to worst. " +
		"Classic lexical search such as BM25 matches words, while dense retrievers embed the query and every document as vectors and return the nearest neighbours, so they also find documents that use different words for the same idea. " +
		"Because the collection is indexed in advance, a query can search millions of documents in milliseconds; a slower re-ranker often reorders the top results. " +
		"Retrieval powers search engines, question answering over documentation and the retrieval step of retrieval-augmented generation.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description:
				"A million real search queries with passages judged relevant, the largest and most used training set for retrieval models.",
		},
		{
			id: "BeIR/scifact",
			description:
				"Scientific claims to be matched with the paper abstracts that support or refute them; one of the BEIR benchmarks for out-of-domain retrieval.",
		},
		{
			id: "BeIR/fiqa",
			description:
				"Financial questions from forums with answer posts to retrieve, testing retrieval in a specialised domain.",
		},
		{
			id: "BeIR/nq",
			description:
				"Google search questions paired with the Wikipedia passages that answer them, in the BEIR corpus and query format.",
		},
	],
	models: [
		{
			id: "BAAI/bge-large-en-v1.5",
			description:
				"A strong English dense retriever that expects a short instruction before queries and none before documents.",
		},
		{
			id: "intfloat/multilingual-e5-large",
			description:
				'An embedding model for about 100 languages; queries are prefixed with "query: " and documents with "passage: ".',
		},
		{
			id: "Qwen/Qwen3-Embedding-0.6B",
			description:
				"A small, multilingual embedding model built on Qwen3 that accepts long inputs and task instructions for queries.",
		},
		{
			id: "sentence-transformers/msmarco-MiniLM-L6-cos-v5",
			description:
				"A tiny dense retriever trained on MS MARCO; fast on a CPU and a good baseline for English passages.",
		},
		{
			id: "naver/splade-cocondenser-ensembledistil",
			description:
				"A learned sparse retriever that expands texts into weighted vocabulary terms, so it works with inverted indexes like BM25.",
		},
		{
			id: "colbert-ir/colbertv2.0",
			description:
				"ColBERTv2 keeps one vector per token and scores documents by late interaction, giving precise matches at a larger index size.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description: "The MTEB leaderboard, which ranks embedding models on many retrieval datasets and languages.",
		},
	],
	metrics: [
		{
			id: "ndcg",
			description:
				"Normalised discounted cumulative gain, usually at 10: rewards relevant documents near the top of the ranking and allows graded relevance.",
		},
		{
			id: "recall",
			description:
				"Recall at k, the share of relevant documents that appear in the top k results; what matters when a re-ranker or a language model reads them next.",
		},
		{
			id: "mrr",
			description: "Mean reciprocal rank: one over the position of the first relevant result, averaged over queries.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Query", content: "why does earth have seasons" },
			{
				type: "text",
				label: "Document 1",
				content:
					"Earth's axis is tilted by about 23.4 degrees, so for part of each year one hemisphere leans towards the Sun and receives more direct sunlight.",
			},
			{
				type: "text",
				label: "Document 2",
				content:
					"The distance between Earth and the Sun varies by about three percent over a year, and is smallest in early January.",
			},
			{
				type: "text",
				label: "Document 3",
				content: "Leaves change colour in autumn because trees stop producing green chlorophyll.",
			},
			{
				type: "text",
				label: "Document 4",
				content: "A solar eclipse happens when the Moon passes directly between the Sun and Earth.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Document 1", score: 0.78 },
					{ label: "Document 2", score: 0.55 },
					{ label: "Document 3", score: 0.34 },
					{ label: "Document 4", score: 0.27 },
				],
			},
		],
	},
	widgetModels: ["BAAI/bge-large-en-v1.5"],
};

export default content;
