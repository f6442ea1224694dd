import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Zero-shot object detection finds and draws boxes around objects described in free text, without the model ever being trained on those particular classes. " +
		"You give an image and a list of phrases such as “coffee mug” or “person wearing a red helmet”, and the model returns a box, a label and a confidence score for each match. " +
		"This works because the detector is trained to align image regions with language, in the spirit of CLIP, on very large sets of image–text pairs. " +
		"It is ideal for prototyping, for rare or changing categories, and for labelling data that later trains a fast specialised detector.",
	datasets: [
		{
			id: "detection-datasets/coco",
			description:
				"The COCO detection benchmark with 80 everyday object categories; open-vocabulary detectors are often tested on it without training on its labels.",
		},
		{
			id: "lmms-lab/RefCOCO",
			description:
				'RefCOCO: COCO images with phrases that refer to one specific object ("the man on the left"), the standard test of grounding free text to a box.',
		},
	],
	models: [
		{
			id: "openmmlab-community/mm_grounding_dino_large_all",
			description:
				"MM-Grounding-DINO large, an open reproduction of Grounding DINO trained on many detection and grounding datasets; strong at finding objects from phrases.",
		},
		{
			id: "fushh7/LLMDet",
			description:
				"LLMDet trains an open-vocabulary detector with supervision from a large language model's detailed captions, improving recognition of rare concepts.",
		},
		{
			id: "google/owlv2-base-patch16-ensemble",
			description:
				"OWLv2 from Google: a CLIP-based detector that accepts text queries or an example image, and is light enough to run in Transformers.js.",
		},
		{
			id: "IDEA-Research/grounding-dino-tiny",
			description: "The tiny Grounding DINO, a fast open-set detector that matches phrases in a text prompt to boxes.",
		},
	],
	spaces: [
		{
			id: "ariG23498/zero-shot-od",
			description: "Compare zero-shot detectors side by side on your own image and text labels.",
		},
		{
			id: "merve/OWLSAM",
			description: "Detects objects from text with OWLv2, then segments each detection with SAM to produce masks.",
		},
	],
	metrics: [
		{
			id: "Average Precision",
			description:
				"Area under the precision-recall curve for one class, counting a box as correct when it overlaps the ground truth enough.",
		},
		{
			id: "Mean Average Precision",
			description:
				"Average Precision averaged over classes (and over IoU thresholds 0.5–0.95 in COCO style); often reported separately for rare classes.",
		},
		{
			id: "APα",
			description: "Average Precision at a single overlap threshold α, such as AP50; higher α demands tighter boxes.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "desk-scene.png" },
			{ type: "text", label: "Candidate labels", content: "laptop, coffee mug, potted plant" },
		],
		outputs: [{ type: "img", filename: "desk-scene-detections.png" }],
	},
	widgetModels: ["google/owlv2-base-patch16-ensemble"],
};

export default content;
