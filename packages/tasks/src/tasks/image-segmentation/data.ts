import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image segmentation divides an image into regions by giving every pixel a label. " +
		"Semantic segmentation labels each pixel with a class (road, sky, person) without separating objects; instance segmentation outlines each individual object; panoptic segmentation does both, covering countable things and background stuff at once. " +
		"The output is a set of masks the size of the image, often shown as a coloured overlay. " +
		"Segmentation is needed wherever the exact shape of things matters: self-driving, medical imaging, photo editing and background removal.",
	datasets: [
		{
			id: "scene_parse_150",
			description:
				"The ADE20K scene-parsing benchmark: 20,000 training images of indoor and outdoor scenes with pixel labels for 150 classes.",
		},
		{
			id: "segments/sidewalk-semantic",
			description:
				"Pixel-labelled images taken from a sidewalk robot, with classes such as sidewalk, road, vegetation and pedestrian. A good small set for fine-tuning.",
		},
	],
	models: [
		{
			id: "tue-mps/coco_panoptic_eomt_large_640",
			description:
				"EoMT, an encoder-only mask transformer: a plain ViT that performs panoptic segmentation on COCO without a separate decoder, which makes it fast.",
		},
		{
			id: "briaai/RMBG-1.4",
			description:
				"BRIA's background removal model, which separates the foreground subject from the background; widely used for product photos.",
		},
		{
			id: "ZhengPeng7/BiRefNet",
			description:
				"A high-resolution dichotomous segmentation model that cuts out foreground objects with fine detail such as hair and thin structures.",
		},
		{
			id: "facebook/sapiens-seg-1b",
			description:
				"Part of Meta's Sapiens family for human-centric vision: segments body parts and clothing of people in high-resolution images.",
		},
		{
			id: "facebook/mask2former-swin-large-coco-panoptic",
			description:
				"Mask2Former with a Swin-Large backbone trained for COCO panoptic segmentation. One architecture that handles semantic, instance and panoptic tasks.",
		},
		{
			id: "nvidia/segformer-b0-finetuned-ade-512-512",
			description:
				"The smallest SegFormer, fine-tuned on ADE20K. Light enough for real-time semantic segmentation and used in this page's widget.",
		},
	],
	spaces: [
		{
			id: "facebook/ov-seg",
			description: "Open-vocabulary segmentation: type any class names and the demo segments the matching regions.",
		},
		{
			id: "jbrinkma/segment-anything",
			description: "Generates masks for every object in an uploaded image with Meta's Segment Anything model.",
		},
		{
			id: "facebook/sapiens-pose",
			description: "Shows the Sapiens human-centric models estimating body pose on photos of people.",
		},
		{
			id: "rashmi/sartorius-cell-instance-segmentation",
			description:
				"Outlines individual neuronal cells in microscopy images, an example of instance segmentation in biology.",
		},
		{
			id: "ArtGAN/Segment-Anything-Video",
			description: "Applies Segment Anything to videos, tracking and masking objects frame after frame.",
		},
		{
			id: "segments/panoptic-segment-anything",
			description:
				"Combines a text-prompted detector with Segment Anything to produce panoptic masks from class names.",
		},
	],
	metrics: [
		{
			id: "Average Precision",
			description:
				"For instance segmentation: area under the precision-recall curve of predicted masks, counting a mask as correct when its overlap with the truth is high enough.",
		},
		{
			id: "Mean Average Precision",
			description: "Average Precision averaged over all classes (and, in COCO, over several overlap thresholds).",
		},
		{
			id: "Mean Intersection over Union",
			description:
				"For semantic segmentation: per class, the overlap between predicted and true pixels divided by their union, averaged over classes.",
		},
		{
			id: "APα",
			description:
				"Average Precision at a single IoU threshold α, such as AP50 or AP75; higher α demands tighter mask boundaries.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "village-scene.png" }],
		outputs: [{ type: "img", filename: "village-scene-segmentation.png" }],
	},
	widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
	youtubeId: "dKE8SIt9C-w",
};

export default content;
