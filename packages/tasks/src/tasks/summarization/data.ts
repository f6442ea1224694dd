import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Summarization condenses a longer text, such as an article, a report or a conversation, into a short version that keeps its main points. " +
		"Extractive methods copy the most important sentences, while abstractive models write new sentences of their own, which reads more naturally but can introduce errors. " +
		"Dedicated sequence-to-sequence models like BART and T5 are fine-tuned for the job, and instruction-tuned language models can summarize when asked to in a prompt. " +
		"Good summaries are short, faithful to the source and cover what a reader most needs to know.",
	datasets: [
		{
			id: "mlsum",
			description:
				"Over 1.5 million news articles with their summaries in French, German, Spanish, Russian and Turkish, for training non-English summarizers.",
		},
		{
			id: "samsum",
			description:
				"About 16,000 messenger-style chat conversations written by linguists, each with a short third-person summary of what was said.",
		},
		{
			id: "abisee/cnn_dailymail",
			description:
				"Around 300,000 English news articles paired with the bullet-point highlights written by journalists; the classic news summarization benchmark.",
		},
		{
			id: "EdinburghNLP/xsum",
			description:
				"BBC articles each summarized in a single sentence, which forces highly abstractive summaries rather than copied sentences.",
		},
	],
	models: [
		{
			id: "facebook/bart-large-cnn",
			description:
				"BART-large fine-tuned on CNN/DailyMail that writes fluent, few-sentence summaries of English news articles.",
		},
		{
			id: "Falconsai/medical_summarization",
			description: "A T5 model fine-tuned to summarize medical documents and clinical text.",
		},
		{
			id: "google/pegasus-xsum",
			description:
				"A PEGASUS model, pre-trained by predicting removed sentences, fine-tuned to write one-sentence summaries in the XSum style.",
		},
		{
			id: "philschmid/bart-large-cnn-samsum",
			description: "BART-large fine-tuned on SAMSum to summarize chat conversations and meeting transcripts.",
		},
	],
	spaces: [
		{
			id: "pszemraj/summarize-long-text",
			description: "An app that summarizes long documents by splitting them into chunks with long-context models.",
		},
		{
			id: "ml6team/distilbart-tos-summarizer-tosdr",
			description: "A demo that condenses website terms of service into a short list of their key points.",
		},
		{
			id: "pszemraj/document-summarization",
			description:
				"An app to upload a document or paste text and get a summary, with settings for length and decoding.",
		},
		{
			id: "ml6team/post-processing-summarization",
			description:
				"A demo showing how to detect and fix facts in a generated summary that are not supported by the source.",
		},
	],
	metrics: [
		{
			id: "rouge",
			description:
				"Measures the overlap of words and word sequences between a generated summary and a reference; ROUGE-1, ROUGE-2 and ROUGE-L are usually reported.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"The harbour city opened its first fully electric ferry line on Monday. The two boats, each carrying up to 150 passengers, will replace diesel ferries that have crossed the bay for forty years. The operator says the new line will cut the route's carbon emissions by about 2,000 tonnes a year and lower noise for residents near the piers. The batteries recharge in twelve minutes at each end of the crossing, using power from a nearby wind farm. Tickets will cost the same as before, and the old ferries will be kept as a reserve for the first winter.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"The city launched an electric ferry line that replaces forty-year-old diesel boats, cutting about 2,000 tonnes of emissions a year. The batteries recharge in twelve minutes with wind power, and ticket prices are unchanged.",
			},
		],
	},
	widgetModels: ["facebook/bart-large-cnn"],
	youtubeId: "yHnr5Dk2zCI",
	canonicalId: "text-generation",
};

export default content;
