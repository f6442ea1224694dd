import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "scene_parse_150", description: "" }],
	models: [
		{ id: "tue-mps/coco_panoptic_eomt_large_640", description: "" },
		{ id: "briaai/RMBG-1.4", description: "" },
		{ id: "ZhengPeng7/BiRefNet", description: "" },
		{ id: "facebook/sapiens-seg-1b", description: "" },
		{ id: "facebook/mask2former-swin-large-coco-panoptic", description: "" },
	],
	spaces: [
		{ id: "facebook/ov-seg", description: "" },
		{ id: "jbrinkma/segment-anything", description: "" },
		{ id: "facebook/sapiens-pose", description: "" },
		{ id: "rashmi/sartorius-cell-instance-segmentation", description: "" },
		{ id: "ArtGAN/Segment-Anything-Video", description: "" },
		{ id: "segments/panoptic-segment-anything", description: "" },
	],
	metrics: [
		{ id: "Average Precision", description: "" },
		{ id: "Mean Average Precision", description: "" },
		{ id: "Mean Intersection over Union", description: "" },
		{ id: "APα", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
	youtubeId: "dKE8SIt9C-w",
};

export default content;
