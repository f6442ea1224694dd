import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "eriktks/conll2003", description: "" },
		{ id: "unimelb-nlp/wikiann", description: "" },
	],
	models: [
		{ id: "dslim/bert-base-NER", description: "" },
		{ id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english", description: "" },
		{ id: "blaze999/Medical-NER", description: "" },
		{ id: "flair/ner-english", description: "" },
	],
	spaces: [{ id: "spacy/gradio_pipeline_visualizer", description: "" }],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "recall", description: "" },
		{ id: "precision", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
	youtubeId: "wVHdVlPScxA",
};

export default content;
