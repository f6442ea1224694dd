import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Visual document retrieval finds the pages of a document collection that best answer a text query by looking at the page images themselves, not at extracted text. " +
		"A vision-language embedding model encodes every page screenshot once (tables, charts, layout and text included) and encodes each query at search time; pages are ranked by the similarity of the two. " +
		"Late-interaction models such as ColPali keep one vector per image patch and per query token, which makes matching precise. " +
		"Skipping OCR and layout parsing makes indexing simpler and keeps information from figures, and the retrieved pages can be handed to a vision-language model for answering.",
	datasets: [
		{
			id: "vidore/colpali_train_set",
			description:
				"About 120,000 query–page pairs from academic benchmarks and synthetic queries on PDF pages, used to train ColPali-style retrievers.",
		},
		{
			id: "vidore/docvqa_test_subsampled",
			description:
				"One of the ViDoRe benchmark sets: DocVQA questions used as search queries over a pool of scanned document pages.",
		},
	],
	models: [
		{
			id: "vidore/colqwen2-v1.0",
			description:
				"ColQwen2: a Qwen2-VL backbone trained with the ColPali late-interaction recipe, producing multi-vector page embeddings at dynamic resolution. A strong default.",
		},
		{
			id: "Tevatron/OmniEmbed-v0.1",
			description:
				"A single embedding model for text, images, audio and video, so that documents of several kinds can share one retrieval index.",
		},
		{
			id: "vidore/colpali-v1.3",
			description: "ColPali built on PaliGemma, the model that introduced late-interaction retrieval over page images.",
		},
	],
	spaces: [
		{
			id: "vidore/vidore-leaderboard",
			description: "The ViDoRe leaderboard, comparing visual and text-based retrievers on document page search.",
		},
		{
			id: "vidore/visual-rag-tool",
			description:
				"Upload PDFs, search them with a visual retriever and get answers generated from the retrieved pages.",
		},
	],
	metrics: [
		{
			id: "Normalized Discounted Cumulative Gain at K",
			description:
				"NDCG@k, the main ViDoRe metric: rewards ranking the relevant page near the top of the first k results, with 1 meaning a perfect ranking.",
		},
		{
			id: "Recall at K",
			description:
				"Share of queries whose relevant page appears among the first k results; shows whether a downstream answering model will get to see it.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "report-pages.png" },
			{ type: "text", label: "Query", content: "How did revenue develop over the four quarters?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Page 2", score: 0.87 },
					{ label: "Page 1", score: 0.34 },
					{ label: "Page 3", score: 0.21 },
				],
			},
		],
	},
	widgetModels: ["vidore/colqwen2-v1.0"],
};

export default content;
