import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Fill-mask models predict which word should stand where a sentence contains a special mask token. " +
		"This is exactly the game that encoder models such as BERT play during pre-training (masked language modelling), so the task is a direct window on what such a model has learnt. " +
		"Given a sentence like “Paris is the <mask> of France.”, the model ranks candidate words by probability. " +
		"Beyond quick probing of a model's knowledge and biases, fill-mask is used to check a fresh domain-adapted encoder before fine-tuning it on downstream tasks.",
	datasets: [
		{
			id: "wikipedia",
			description:
				"Cleaned Wikipedia articles in many languages, a standard pre-training corpus for masked language models.",
		},
		{
			id: "c4",
			description:
				"The Colossal Clean Crawled Corpus: hundreds of gigabytes of filtered English web text used to pre-train T5 and many encoders.",
		},
		{
			id: "HuggingFaceFW/fineweb-edu",
			description:
				"Web pages filtered for educational value; recent encoders use such high-quality corpora to learn more with fewer tokens.",
		},
	],
	models: [
		{
			id: "answerdotai/ModernBERT-large",
			description:
				"A modernised BERT trained on two trillion tokens including code, with an 8,192-token context and fast attention. A strong current encoder.",
		},
		{
			id: "FacebookAI/xlm-roberta-base",
			description:
				"RoBERTa-style encoder pre-trained on CommonCrawl text in 100 languages; the usual base for multilingual fine-tuning.",
		},
		{
			id: "google-bert/bert-base-uncased",
			description:
				"The original English BERT base model. Still a small, well-understood reference for masked word prediction.",
		},
		{
			id: "distilbert/distilroberta-base",
			description: "A distilled six-layer RoBERTa, twice as fast as the full model, shown in the widget of this page.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "cross_entropy",
			description:
				"Average negative log-probability the model assigns to the true hidden tokens; lower means the model is less surprised by real text.",
		},
		{
			id: "perplexity",
			description:
				"The exponential of the cross-entropy, readable as the number of equally likely choices the model hesitates between. Lower is better.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "Paris is the <mask> of France." }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "capital", score: 0.942 },
					{ label: "heart", score: 0.018 },
					{ label: "center", score: 0.009 },
					{ label: "pride", score: 0.006 },
					{ label: "largest city", score: 0.004 },
				],
			},
		],
	},
	widgetModels: ["distilroberta-base"],
	youtubeId: "mqElG5QJWUg",
};

export default content;
