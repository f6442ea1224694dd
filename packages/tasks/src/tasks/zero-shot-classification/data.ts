import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Zero-shot classification sorts a text into labels that you choose at request time, without training the model on any examples of them. " +
		'Classic models do this by natural language inference: each label is turned into a sentence such as "This text is about sports." and the model judges how strongly the input supports it. ' +
		"Newer encoders are trained directly to match texts with label descriptions, which makes them faster when there are many labels. " +
		"It is the quickest way to prototype a classifier, test a labelling scheme or handle categories that change often.",
	datasets: [
		{
			id: "nyu-mll/glue",
			description:
				"A collection of English understanding tasks; its MNLI, RTE and QNLI parts are entailment data of the kind zero-shot classifiers are trained on.",
		},
		{
			id: "nyu-mll/multi_nli",
			description:
				"433,000 premise and hypothesis pairs from ten genres of text, the usual training set for entailment-based zero-shot models.",
		},
		{
			id: "fever/fever",
			description:
				"Claims checked against Wikipedia and labelled supported, refuted or not enough information; adds fact-checking style pairs to NLI training.",
		},
	],
	models: [
		{
			id: "facebook/bart-large-mnli",
			description:
				"BART-large fine-tuned on MultiNLI, the long-standing default for English zero-shot classification through entailment.",
		},
		{
			id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
			description:
				"A ModernBERT model trained on a broad mix of entailment and classification data; fast, handles long inputs and is commercially usable.",
		},
		{
			id: "knowledgator/gliclass-modern-base-v2.0-init",
			description:
				"A GLiClass model that scores all candidate labels in a single forward pass, so cost barely grows with the number of labels.",
		},
		{
			id: "MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7",
			description:
				"A multilingual DeBERTa model trained on NLI data in over 100 languages, for zero-shot labelling of non-English text.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "accuracy",
			description: "The share of texts whose best-scoring candidate label is the correct one.",
		},
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall, computed per label and averaged; fairer than accuracy when labels are imbalanced.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Text Input",
				content: "The city council approved a new cycling lane along the river, to be finished before next summer.",
			},
			{ type: "text", label: "Candidate Labels", content: "politics, sports, transport, cooking" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "transport", score: 0.71 },
					{ label: "politics", score: 0.24 },
					{ label: "sports", score: 0.04 },
					{ label: "cooking", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["facebook/bart-large-mnli"],
};

export default content;
