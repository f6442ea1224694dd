import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "nyu-mll/glue", description: "" },
		{ id: "nyu-mll/multi_nli", description: "" },
		{ id: "fever/fever", description: "" },
	],
	models: [
		{ id: "facebook/bart-large-mnli", description: "" },
		{ id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0", description: "" },
		{ id: "knowledgator/gliclass-modern-base-v2.0-init", description: "" },
	],
	spaces: [],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["facebook/bart-large-mnli"],
};

export default content;
