import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "nyu-mll/glue", description: "" },
		{ id: "stanfordnlp/snli", description: "" },
	],
	models: [
		{ id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", description: "" },
		{ id: "ProsusAI/finbert", description: "" },
		{ id: "cardiffnlp/twitter-roberta-base-sentiment-latest", description: "" },
		{ id: "papluca/xlm-roberta-base-language-detection", description: "" },
		{ id: "meta-llama/Prompt-Guard-86M", description: "" },
	],
	spaces: [
		{ id: "IoannisTr/Tech_Stocks_Trading_Assistant", description: "" },
		{ id: "miesnerjacob/Multi-task-NLP", description: "" },
		{ id: "spacy/healthsea-demo", description: "" },
	],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "recall", description: "" },
		{ id: "precision", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
	youtubeId: "leNG9fN9FQU",
};

export default content;
