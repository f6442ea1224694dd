import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Question answering models read a question together with a passage of text (the context) and return the answer. " +
		"Extractive models, the classic form of the task, point to the exact span of the context that answers the question and give it a confidence score; generative models write the answer in their own words. " +
		"Because the answer comes from the supplied context, the model does not need to know the facts in advance, which makes it a good fit for searching manuals, contracts or help pages. " +
		"Good datasets also contain unanswerable questions so that a model learns to say nothing rather than guess.",
	datasets: [
		{
			id: "squad_v2",
			description:
				"SQuAD 2.0 pairs over 100,000 answerable Wikipedia questions with 50,000 adversarial unanswerable ones, so models must also learn when to abstain.",
		},
		{
			id: "natural_questions",
			description:
				"Real anonymised Google search queries answered from whole Wikipedia pages, with both long (paragraph) and short (span) answers.",
		},
		{
			id: "rajpurkar/squad",
			description:
				"The original SQuAD 1.1: crowd-written questions on Wikipedia paragraphs where every question has an answer span. A quick first benchmark.",
		},
		{
			id: "mandarjoshi/trivia_qa",
			description:
				"TriviaQA collects trivia questions with evidence documents gathered afterwards, so questions and contexts are written independently and are harder to match by word overlap.",
		},
	],
	models: [
		{
			id: "deepset/roberta-base-squad2",
			description:
				"RoBERTa-base fine-tuned on SQuAD 2.0. A well-tested default for English extractive QA that can also return no answer.",
		},
		{
			id: "distilbert/distilbert-base-cased-distilled-squad",
			description:
				"A distilled BERT trained on SQuAD 1.1: about half the size of BERT-base and much faster, at a small cost in accuracy.",
		},
		{
			id: "google/tapas-base-finetuned-wtq",
			description:
				"TAPAS answers questions over tables rather than passages, selecting cells and optionally aggregating them (sum, count, average).",
		},
		{
			id: "deepset/xlm-roberta-large-squad2",
			description:
				"A multilingual XLM-RoBERTa large model trained on SQuAD 2.0, useful when questions or documents are not in English.",
		},
	],
	spaces: [
		{
			id: "deepset/wikipedia-assistant",
			description:
				"Answers questions about Wikipedia content by retrieving relevant passages first and then reading the answer out of them.",
		},
	],
	metrics: [
		{
			id: "exact-match",
			description:
				"Share of predictions that match a gold answer exactly after normalising case, punctuation and articles. Strict: a near-miss scores zero.",
		},
		{
			id: "f1",
			description:
				"Word-overlap F1 between the predicted and gold answers, averaged over questions. Gives partial credit to answers with slightly wrong boundaries.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Question", content: "Which river flows through Vienna?" },
			{
				type: "text",
				label: "Context",
				content:
					"Vienna is the capital of Austria. The city lies in the east of the country, on the banks of the Danube, and is home to almost two million people.",
			},
		],
		outputs: [{ type: "text", label: "Answer", content: "the Danube" }],
	},
	widgetModels: ["deepset/roberta-base-squad2"],
	youtubeId: "ajPx5LwJD-I",
};

export default content;
