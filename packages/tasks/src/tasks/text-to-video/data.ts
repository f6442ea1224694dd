import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "iejMac/CLIP-MSR-VTT", description: "" },
		{ id: "quchenyuan/UCF101-ZIP", description: "" },
		{ id: "nateraw/kinetics", description: "" },
		{ id: "HuggingFaceM4/something_something_v2", description: "" },
		{ id: "HuggingFaceM4/webvid", description: "" },
		{ id: "iejMac/CLIP-DiDeMo", description: "" },
	],
	models: [
		{ id: "tencent/HunyuanVideo", description: "" },
		{ id: "Lightricks/LTX-Video", description: "" },
		{ id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World", description: "" },
		{ id: "Lightricks/LTX-Video-0.9.8-13B-distilled", description: "" },
	],
	spaces: [
		{ id: "VideoCrafter/VideoCrafter", description: "" },
		{ id: "Wan-AI/Wan2.1", description: "" },
		{ id: "Pyramid-Flow/pyramid-flow", description: "" },
	],
	metrics: [
		{ id: "is", description: "" },
		{ id: "fid", description: "" },
		{ id: "fvd", description: "" },
		{ id: "clipsim", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};

export default content;
