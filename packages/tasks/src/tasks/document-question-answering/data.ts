import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Document question answering (DocVQA) answers questions about a document given as an image, such as a scanned invoice, a form, a receipt or a page of a report. " +
		"Unlike plain question answering, the model must use the layout as well as the words: a number's meaning often comes from the label beside it or the column it sits in. " +
		"Older models combine OCR text with the positions of the words (LayoutLM), while OCR-free models read the pixels directly (Donut, Pix2Struct) and modern vision-language models do both. " +
		"It is widely used to pull fields out of business documents without writing a template for each layout.",
	datasets: [
		{
			id: "HuggingFaceM4/Docmatix",
			description:
				"A very large synthetic DocVQA dataset: about 2.4 million PDF page images with some 9.5 million generated question–answer pairs, for fine-tuning vision-language models.",
		},
		{
			id: "eliolio/docvqa",
			description:
				"The DocVQA benchmark: questions written by people about 12,000 scanned industry documents, answered by a span of the page's text.",
		},
	],
	models: [
		{
			id: "impira/layoutlm-document-qa",
			description:
				"LayoutLM fine-tuned for document QA; it reads OCR words with their page positions and extracts the answer span. Small and dependable.",
		},
		{
			id: "impira/layoutlm-invoices",
			description:
				"A LayoutLM variant tuned on invoices and similar business documents, good at fields such as totals, dates and invoice numbers. Shown in the widget.",
		},
		{
			id: "microsoft/udop-large",
			description:
				"UDOP unifies text, image and layout in one encoder-decoder model that can answer questions, classify and generate over documents.",
		},
		{
			id: "google/pix2struct-docvqa-large",
			description:
				"Pix2Struct fine-tuned on DocVQA: an OCR-free model that reads the page image directly, pre-trained by parsing web page screenshots.",
		},
	],
	spaces: [
		{
			id: "impira/docquery",
			description: "Upload a document or paste a URL, ask a question, and see the answer highlighted on the page.",
		},
		{
			id: "impira/invoices",
			description: "Extracts typical invoice fields by asking a set of questions of an uploaded invoice.",
		},
		{
			id: "merve/compare_docvqa_models",
			description:
				"Runs several document QA models on the same page and question so that their answers can be compared.",
		},
	],
	metrics: [
		{
			id: "anls",
			description:
				"Average normalised Levenshtein similarity: credits answers that are almost right (an OCR slip, a missing character) and gives zero below a similarity threshold. The official DocVQA metric.",
		},
		{
			id: "exact-match",
			description: "Share of answers identical to a gold answer after normalisation; stricter than ANLS.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Question", content: "What is the total amount due on this invoice?" },
			{ type: "img", filename: "print-studio-invoice.png" },
		],
		outputs: [{ type: "text", label: "Answer", content: "£1,212.00" }],
	},
	widgetModels: ["impira/layoutlm-invoices"],
};

export default content;
