import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "wikipedia", description: "" }],
	models: [
		{ id: "thenlper/gte-large", description: "" },
		{ id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct", description: "" },
	],
	spaces: [
		{ id: "mteb/leaderboard", description: "" },
		{ id: "mteb/arena", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["facebook/bart-base"],
};

export default content;
