import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "vidore/colpali_train_set", description: "" }],
	models: [
		{ id: "vidore/colqwen2-v1.0", description: "" },
		{ id: "Tevatron/OmniEmbed-v0.1", description: "" },
	],
	spaces: [
		{ id: "vidore/vidore-leaderboard", description: "" },
		{ id: "vidore/visual-rag-tool", description: "" },
	],
	metrics: [{ id: "Normalized Discounted Cumulative Gain at K", description: "" }],
	demo: { inputs: [], outputs: [] },
	widgetModels: [""],
};

export default content;
