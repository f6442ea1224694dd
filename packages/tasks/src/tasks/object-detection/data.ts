import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Object detection finds the objects in an image and tells what each one is and where it is. " +
		"For every object the model returns a class label, a confidence score and a bounding box, the rectangle that encloses it. " +
		"Unlike image classification, it handles many objects of different kinds in one picture and counts them. " +
		"Detectors are trained on a fixed list of classes, such as the 80 everyday categories of COCO, and are fine-tuned to recognise new ones.",
	datasets: [
		{
			id: "merve/coco2017",
			description:
				"The COCO 2017 images with box annotations for 80 everyday object classes; the benchmark nearly every detector reports on.",
		},
		{
			id: "merve/pascal-voc",
			description: "PASCAL VOC, an older and smaller set with 20 classes, handy for quick experiments and teaching.",
		},
		{
			id: "rishitdagli/cppe-5",
			description:
				"About 1,000 images of medical personal protective equipment in five classes; small enough to fine-tune a detector in an afternoon.",
		},
	],
	models: [
		{
			id: "facebook/detr-resnet-50",
			description:
				"DETR treats detection as predicting a set of boxes with a transformer, removing hand-made steps like anchor boxes and non-maximum suppression.",
		},
		{
			id: "IDEA-Research/dab-detr-resnet-50",
			description:
				"DAB-DETR uses the box coordinates themselves as queries, which makes DETR-style training converge much faster.",
		},
		{
			id: "PekingU/rtdetr_v2_r50vd",
			description: "RT-DETRv2, a real-time transformer detector that is both fast and accurate on COCO.",
		},
		{
			id: "StephanST/WALDO30",
			description:
				"A detector for overhead and drone imagery that finds vehicles, people and buildings seen from above.",
		},
		{
			id: "hustvl/yolos-tiny",
			description:
				"YOLOS, a plain vision transformer turned into a detector; the tiny variant is small and easy to run on a CPU.",
		},
	],
	spaces: [
		{
			id: "Roboflow/RF-DETR",
			description: "A demo of RF-DETR, a real-time detector that fine-tunes well to new domains.",
		},
		{
			id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
			description: "Compares DETR and YOLOS detections side by side on an uploaded image.",
		},
		{ id: "sunsmarterjieleaf/yolov12", description: "Runs the attention-based YOLOv12 detector on images and videos." },
		{ id: "VIPLab/Track-Anything", description: "Tracks and segments any object you click on throughout a video." },
		{
			id: "merve/RT-DETR-tracking-coco",
			description: "Detects COCO objects in a video with RT-DETR and follows them from frame to frame.",
		},
	],
	metrics: [
		{
			id: "Average Precision",
			description:
				"The area under the precision-recall curve for one class, counting a detection as correct when its box overlaps the true box enough.",
		},
		{
			id: "Mean Average Precision",
			description:
				"Average precision averaged over all classes, and on COCO also over overlap thresholds from 0.5 to 0.95; the headline detection metric.",
		},
		{
			id: "APα",
			description:
				"Average precision at a single overlap (IoU) threshold α, such as AP50 or AP75; a higher α demands tighter boxes.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "street-scene.jpg" }],
		outputs: [{ type: "img", filename: "street-scene-boxes.jpg" }],
	},
	widgetModels: ["facebook/detr-resnet-50"],
	youtubeId: "WdAeKSOpxhw",
};

export default content;
