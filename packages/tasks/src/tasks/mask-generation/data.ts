import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "merve/coco2017", description: "" },
		{ id: "rocky93/BraTS_segmentation", description: "" },
	],
	models: [
		{ id: "Zigeng/SlimSAM-uniform-50", description: "" },
		{ id: "facebook/sam2-hiera-large", description: "" },
	],
	spaces: [
		{ id: "merve/OWLSAM2", description: "" },
		{ id: "merve/slimsam", description: "" },
		{ id: "SkalskiP/segment-anything-model-2", description: "" },
		{ id: "SkalskiP/SAM_and_ProPainter", description: "" },
	],
	metrics: [{ id: "Intersection over Union (IoU)", description: "" }],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
