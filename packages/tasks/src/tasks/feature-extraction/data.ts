import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Feature extraction turns text into vectors of numbers (embeddings) that capture its meaning, so that similar texts end up close together in vector space. " +
		"A model returns either one vector per token or, after pooling, a single vector for the whole input. " +
		"These vectors are not an answer by themselves: they feed semantic search, clustering, deduplication, recommendation and retrieval-augmented generation, or serve as input features for a small classifier. " +
		"Embedding models are compared on benchmarks such as MTEB, which test them on many retrieval, clustering and similarity tasks at once.",
	datasets: [
		{
			id: "wikipedia",
			description:
				"Wikipedia dumps in many languages: a large, clean body of text used to pre-train encoders and to build test collections for semantic search.",
		},
		{
			id: "sentence-transformers/all-nli",
			description:
				"SNLI and MultiNLI sentence pairs arranged as anchor, positive and hard negative triplets, a common recipe for training sentence embeddings.",
		},
		{
			id: "mteb/stsbenchmark-sts",
			description:
				"Sentence pairs rated from 0 to 5 for semantic similarity by humans; checks whether embedding distances follow human judgement.",
		},
	],
	models: [
		{
			id: "thenlper/gte-large",
			description:
				"A BERT-large sized general text embedding model trained with multi-stage contrastive learning; strong on English retrieval and similarity.",
		},
		{
			id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
			description:
				"A 7-billion-parameter embedding model built on a Qwen LLM that accepts task instructions and reached the top of MTEB when released. Powerful but heavy.",
		},
		{
			id: "sentence-transformers/all-MiniLM-L6-v2",
			description:
				"A tiny six-layer model producing 384-dimensional sentence vectors. Very fast on CPU and the usual starting point for semantic search prototypes.",
		},
		{
			id: "BAAI/bge-m3",
			description:
				"A multilingual model covering over 100 languages and inputs up to 8,192 tokens, able to output dense, sparse and multi-vector representations.",
		},
		{
			id: "facebook/bart-base",
			description:
				"A general encoder-decoder model whose raw hidden states can be read out as token features, as shown in the widget.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description:
				"The Massive Text Embedding Benchmark leaderboard, ranking embedding models across dozens of tasks and languages.",
		},
		{
			id: "mteb/arena",
			description:
				"Lets people compare two anonymous embedding models on retrieval and clustering queries and vote for the better one.",
		},
	],
	metrics: [
		{
			id: "ndcg",
			description:
				"Normalised discounted cumulative gain of the search results retrieved with the embeddings; rewards putting relevant documents near the top.",
		},
		{
			id: "spearmanr",
			description:
				"Rank correlation between the cosine similarity of embedding pairs and human similarity ratings, the standard score on STS benchmarks.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Cats sleep most of the day." }],
		outputs: [
			{
				type: "tabular",
				data: [
					["Token", "Dimension 1", "Dimension 2", "Dimension 3", "…", "Dimension 768"],
					["<s>", "0.0312", "-0.1184", "0.2047", "…", "0.0569"],
					["Cats", "0.4021", "0.1377", "-0.2513", "…", "-0.0905"],
					["sleep", "-0.1746", "0.3390", "0.0621", "…", "0.1482"],
					["most", "0.0918", "-0.0467", "0.1155", "…", "-0.2274"],
					["…", "…", "…", "…", "…", "…"],
					["</s>", "0.0287", "-0.1052", "0.1930", "…", "0.0611"],
				],
			},
		],
	},
	widgetModels: ["facebook/bart-base"],
};

export default content;
