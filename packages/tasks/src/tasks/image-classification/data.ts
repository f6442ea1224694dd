import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "cifar100", description: "" },
		{ id: "fashion_mnist", description: "" },
	],
	models: [
		{ id: "google/vit-base-patch16-224", description: "" },
		{ id: "facebook/deit-base-distilled-patch16-224", description: "" },
		{ id: "facebook/convnext-large-224", description: "" },
	],
	spaces: [{ id: "timm/leaderboard", description: "" }],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "recall", description: "" },
		{ id: "precision", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["google/vit-base-patch16-224"],
	youtubeId: "tjAIM7BOYhw",
};

export default content;
