import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text classification assigns one or more labels from a fixed set to a whole piece of text, such as a review, an email or a support ticket. " +
		"Sentiment analysis, topic tagging, spam filtering, language identification and intent detection are all forms of it. " +
		"A model reads the text and returns a score for every label it was trained on, and the highest score is usually taken as the answer. " +
		"Most models are encoders fine-tuned on labelled examples, so picking one trained on text close to yours matters more than its size.",
	datasets: [
		{
			id: "nyu-mll/glue",
			description:
				"A benchmark of nine English sentence and sentence-pair tasks, including sentiment (SST-2) and paraphrase detection, used to compare general-purpose classifiers.",
		},
		{
			id: "stanfordnlp/snli",
			description:
				"About 570,000 sentence pairs labelled entailment, contradiction or neutral; a standard set for training models that classify the relation between two texts.",
		},
		{
			id: "stanfordnlp/imdb",
			description:
				"50,000 movie reviews labelled positive or negative, long enough to test how a sentiment model copes with multi-paragraph text.",
		},
		{
			id: "dair-ai/emotion",
			description:
				"English tweets labelled with six basic emotions, a compact set for multi-class classification beyond positive and negative.",
		},
	],
	models: [
		{
			id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			description:
				"A small, fast DistilBERT fine-tuned on SST-2 that labels English text as positive or negative; a good first model to try.",
		},
		{
			id: "ProsusAI/finbert",
			description:
				"A BERT model adapted to financial news that scores sentences as positive, negative or neutral for markets.",
		},
		{
			id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
			description:
				"A RoBERTa model trained on millions of tweets and fine-tuned for three-way sentiment, robust to hashtags, emoji and slang.",
		},
		{
			id: "papluca/xlm-roberta-base-language-detection",
			description: "A multilingual XLM-RoBERTa model that tells which of 20 languages a text is written in.",
		},
		{
			id: "meta-llama/Prompt-Guard-86M",
			description:
				"A small classifier that flags prompt-injection and jailbreak attempts before they reach a language model.",
		},
		{
			id: "j-hartmann/emotion-english-distilroberta-base",
			description: "A DistilRoBERTa model that predicts Ekman's six basic emotions plus neutral for English text.",
		},
	],
	spaces: [
		{
			id: "IoannisTr/Tech_Stocks_Trading_Assistant",
			description: "An app that scores the sentiment of financial news headlines to inform trading decisions.",
		},
		{
			id: "miesnerjacob/Multi-task-NLP",
			description: "A demo that runs several text analyses, sentiment and emotion among them, on the same input.",
		},
		{
			id: "spacy/healthsea-demo",
			description:
				"A spaCy pipeline that classifies what users say about the effects of health supplements in reviews.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of texts whose predicted label matches the true one; clear but misleading on imbalanced classes.",
		},
		{
			id: "recall",
			description:
				"Of all texts that truly carry a label, the share the model found; important when misses are costly.",
		},
		{
			id: "precision",
			description:
				"Of all texts the model gave a label, the share that really carry it; important when false alarms are costly.",
		},
		{
			id: "f1",
			description: "The harmonic mean of precision and recall, a single number that stays honest on imbalanced data.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "The battery easily lasts two days and the screen is gorgeous. Best phone I have owned.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "POSITIVE", score: 0.9994 },
					{ label: "NEGATIVE", score: 0.0006 },
				],
			},
		],
	},
	widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
	youtubeId: "leNG9fN9FQU",
};

export default content;
