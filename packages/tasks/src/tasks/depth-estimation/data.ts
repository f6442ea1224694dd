import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "sayakpaul/nyu_depth_v2", description: "" },
		{ id: "depth-anything/DA-2K", description: "" },
	],
	models: [
		{ id: "depth-anything/Depth-Anything-V2-Large", description: "" },
		{ id: "jingheya/lotus-depth-g-v1-0", description: "" },
		{ id: "tencent/DepthCrafter", description: "" },
		{ id: "apple/DepthPro-hf", description: "" },
	],
	spaces: [
		{ id: "radames/dpt-depth-estimation-3d-voxels", description: "" },
		{ id: "akhaliq/depth-pro", description: "" },
		{ id: "tencent/DepthCrafter", description: "" },
		{ id: "facebook/sapiens-depth", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [""],
};

export default content;
