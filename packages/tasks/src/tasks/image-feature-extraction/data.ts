import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "imagenet-1k", description: "" }],
	models: [
		{ id: "timm/vit_large_patch14_dinov2.lvd142m", description: "" },
		{ id: "nvidia/MambaVision-T-1K", description: "" },
		{ id: "facebook/dino-vitb16", description: "" },
		{ id: "apple/aimv2-large-patch14-336-distilled", description: "" },
		{ id: "OpenGVLab/InternViT-6B-448px-V1-2", description: "" },
	],
	spaces: [{ id: "timm/leaderboard", description: "" }],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
