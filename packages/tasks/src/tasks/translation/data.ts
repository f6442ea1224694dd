import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "Helsinki-NLP/opus_books", description: "" },
		{ id: "google/code_x_glue_cc_code_to_code_trans", description: "" },
	],
	models: [
		{ id: "facebook/nllb-200-1.3B", description: "" },
		{ id: "google-t5/t5-base", description: "" },
	],
	spaces: [
		{ id: "Iker/Translate-100-languages", description: "" },
		{ id: "Geonmo/nllb-translation-demo", description: "" },
	],
	metrics: [
		{ id: "bleu", description: "" },
		{ id: "sacrebleu", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
	youtubeId: "1JvfrvZgi6c",
	canonicalId: "text-generation",
};

export default content;
