import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "allenai/objaverse-xl", description: "" },
		{ id: "dylanebert/iso3d", description: "" },
	],
	models: [
		{ id: "TencentARC/InstantMesh", description: "" },
		{ id: "tencent/HunyuanWorld-1", description: "" },
		{ id: "hwjiang/Real3D", description: "" },
		{ id: "stabilityai/stable-point-aware-3d", description: "" },
	],
	spaces: [
		{ id: "dylanebert/3d-arena", description: "" },
		{ id: "TencentARC/InstantMesh", description: "" },
		{ id: "stabilityai/stable-point-aware-3d", description: "" },
		{ id: "hwjiang/Real3D", description: "" },
		{ id: "dylanebert/LGM-mini", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
