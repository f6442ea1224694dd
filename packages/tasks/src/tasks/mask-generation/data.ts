import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Mask generation produces segmentation masks, pixel-exact outlines of objects and regions, without being told which classes exist. " +
		"Promptable models such as Segment Anything return the mask of whatever a point, a box or a rough mask points at, or, when prompted with a grid of points, masks for everything in the image. " +
		"The masks carry no class names; another model, such as a detector or a classifier, can label them afterwards. " +
		"It is used for photo editing, fast data annotation, medical imaging and tracking objects through video.",
	datasets: [
		{
			id: "merve/coco2017",
			description:
				"COCO 2017 images with instance masks for 80 object classes, commonly used to evaluate prompted segmentation.",
		},
		{
			id: "rocky93/BraTS_segmentation",
			description:
				"Brain MRI scans with tumour region masks from the BraTS challenge, used to adapt promptable models to medical images.",
		},
	],
	models: [
		{
			id: "facebook/sam-vit-base",
			description:
				"The base Segment Anything model: a heavy image encoder runs once, then a light decoder returns a mask per prompt in milliseconds.",
		},
		{
			id: "Zigeng/SlimSAM-uniform-50",
			description:
				"A pruned SAM that keeps most of the original accuracy at a fraction of the parameters, for faster inference.",
		},
		{
			id: "facebook/sam2-hiera-large",
			description:
				"SAM 2, which segments objects in images and tracks them through videos with a memory of earlier frames.",
		},
	],
	spaces: [
		{ id: "merve/OWLSAM2", description: "Finds objects from a text query with OWLv2 and segments them with SAM 2." },
		{ id: "merve/slimsam", description: "Click on an image to get masks from the lightweight SlimSAM." },
		{
			id: "SkalskiP/segment-anything-model-2",
			description: "Segments an image automatically or from box prompts with SAM 2.",
		},
		{
			id: "SkalskiP/SAM_and_ProPainter",
			description: "Removes an object from a video by segmenting it with SAM and filling the hole with ProPainter.",
		},
	],
	metrics: [
		{
			id: "Intersection over Union (IoU)",
			description:
				"The overlap between the predicted and true masks divided by their union; 1 means a perfect outline, averaged as mIoU over objects.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "room-with-spheres.jpg" }],
		outputs: [{ type: "img", filename: "room-with-spheres-masks.jpg" }],
	},
	widgetModels: ["facebook/sam-vit-base"],
};

export default content;
