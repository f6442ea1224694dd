import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text ranking, also called reranking, scores how relevant each of several texts is to a query and sorts them by that score. " +
		"Rerankers are usually cross-encoders: the query and one candidate passage are read together by the same transformer, which lets the model compare them word by word and gives more precise relevance than comparing separate embeddings. " +
		"Because this is slower, a reranker typically re-sorts the top few dozen results returned by a fast first-stage search. " +
		"It improves search engines, question answering and retrieval-augmented generation, where the best passages must come first.",
	datasets: [
		{
			id: "microsoft/ms_marco",
			description:
				"MS MARCO: about a million real Bing queries with passages marked as relevant by annotators; the standard training data for English rerankers.",
		},
		{
			id: "sentence-transformers/msmarco-hard-negatives",
			description:
				"MS MARCO queries paired with hard negatives mined by several retrievers, which teach a reranker to separate good passages from merely similar ones.",
		},
	],
	models: [
		{
			id: "cross-encoder/ms-marco-MiniLM-L6-v2",
			description:
				"A six-layer MiniLM cross-encoder trained on MS MARCO: fast, accurate for English and the most common starting point.",
		},
		{
			id: "Alibaba-NLP/gte-multilingual-reranker-base",
			description:
				"A multilingual reranker supporting over 70 languages and inputs of up to 8,192 tokens, with fast encoder-only inference.",
		},
		{
			id: "Alibaba-NLP/gte-reranker-modernbert-base",
			description:
				"A reranker built on ModernBERT, combining strong English relevance scores with long context and good speed.",
		},
		{
			id: "BAAI/bge-reranker-v2-m3",
			description:
				"A multilingual cross-encoder from the BGE family, well suited to reranking results of BGE-M3 retrieval.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description:
				"The MTEB leaderboard, whose reranking tasks compare how well models order candidate passages for a query across languages.",
		},
	],
	metrics: [
		{
			id: "Normalized Discounted Cumulative Gain",
			description:
				"NDCG@k rewards putting highly relevant documents at the top of the first k results, discounting gains lower in the list; 1 is a perfect order.",
		},
		{
			id: "Mean Reciprocal Rank",
			description:
				"Average of 1/rank of the first relevant result over all queries; measures how quickly a user reaches a useful answer.",
		},
		{
			id: "Mean Average Precision",
			description:
				"Mean over queries of the average precision at each relevant result; accounts for every relevant document, not just the first.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Query", content: "How do I keep basil fresh after buying it?" },
			{
				type: "text",
				label: "Passage 1",
				content:
					"Trim the stems and stand the basil in a glass of water on the counter, loosely covered with a bag; avoid the fridge, where the leaves turn black.",
			},
			{
				type: "text",
				label: "Passage 2",
				content: "Basil is a warm-season herb from the mint family, widely used in Italian and Thai cooking.",
			},
			{
				type: "text",
				label: "Passage 3",
				content: "Fresh parsley keeps for a week in the refrigerator when wrapped in a damp paper towel.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Passage 1", score: 0.962 },
					{ label: "Passage 3", score: 0.081 },
					{ label: "Passage 2", score: 0.034 },
				],
			},
		],
	},
	widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
};

export default content;
