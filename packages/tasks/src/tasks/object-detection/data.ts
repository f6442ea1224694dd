import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "merve/coco2017", description: "" },
		{ id: "merve/pascal-voc", description: "" },
	],
	models: [
		{ id: "facebook/detr-resnet-50", description: "" },
		{ id: "IDEA-Research/dab-detr-resnet-50", description: "" },
		{ id: "PekingU/rtdetr_v2_r50vd", description: "" },
		{ id: "StephanST/WALDO30", description: "" },
	],
	spaces: [
		{ id: "Roboflow/RF-DETR", description: "" },
		{ id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS", description: "" },
		{ id: "sunsmarterjieleaf/yolov12", description: "" },
		{ id: "VIPLab/Track-Anything", description: "" },
		{ id: "merve/RT-DETR-tracking-coco", description: "" },
	],
	metrics: [
		{ id: "Average Precision", description: "" },
		{ id: "Mean Average Precision", description: "" },
		{ id: "APα", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["facebook/detr-resnet-50"],
	youtubeId: "WdAeKSOpxhw",
};

export default content;
