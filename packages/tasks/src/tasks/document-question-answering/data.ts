import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "HuggingFaceM4/Docmatix", description: "" },
		{ id: "eliolio/docvqa", description: "" },
	],
	models: [
		{ id: "impira/layoutlm-document-qa", description: "" },
		{ id: "impira/layoutlm-invoices", description: "" },
		{ id: "microsoft/udop-large", description: "" },
		{ id: "google/pix2struct-docvqa-large", description: "" },
	],
	spaces: [
		{ id: "impira/docquery", description: "" },
		{ id: "impira/invoices", description: "" },
		{ id: "merve/compare_docvqa_models", description: "" },
	],
	metrics: [
		{ id: "anls", description: "" },
		{ id: "exact-match", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["impira/layoutlm-invoices"],
};

export default content;
