import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "mlsum", description: "" },
		{ id: "samsum", description: "" },
	],
	models: [
		{ id: "facebook/bart-large-cnn", description: "" },
		{ id: "Falconsai/medical_summarization", description: "" },
	],
	spaces: [
		{ id: "pszemraj/summarize-long-text", description: "" },
		{ id: "ml6team/distilbart-tos-summarizer-tosdr", description: "" },
		{ id: "pszemraj/document-summarization", description: "" },
		{ id: "ml6team/post-processing-summarization", description: "" },
	],
	metrics: [{ id: "rouge", description: "" }],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["facebook/bart-large-cnn"],
	youtubeId: "yHnr5Dk2zCI",
	canonicalId: "text-generation",
};

export default content;
