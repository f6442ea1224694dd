import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image feature extraction turns an image into a vector of numbers, an embedding, that captures what the image shows. " +
		"Images with similar content get nearby vectors, so embeddings can be compared, indexed and clustered, or fed to a small classifier trained on top. " +
		"The vectors come from a pre-trained vision backbone, such as a self-supervised DINOv2 or a ViT trained on ImageNet, with its task-specific head removed. " +
		"It is the building block of image search, duplicate detection and transfer learning when labelled data is scarce.",
	datasets: [
		{
			id: "imagenet-1k",
			description:
				"1.28 million images in 1,000 classes; backbones are compared by how well a linear classifier or k-nearest neighbours works on their features.",
		},
		{
			id: "timm/oxford-iiit-pet",
			description:
				"Photos of 37 cat and dog breeds, a small fine-grained set for checking how well frozen features transfer to a new task.",
		},
	],
	models: [
		{
			id: "facebook/dino-vitb16",
			description:
				"A ViT-B/16 trained with DINO self-distillation without labels; its features separate objects well and work for retrieval out of the box.",
		},
		{
			id: "timm/vit_large_patch14_dinov2.lvd142m",
			description:
				"A large DINOv2 backbone trained on 142 million curated images, one of the strongest general-purpose image feature extractors.",
		},
		{
			id: "nvidia/MambaVision-T-1K",
			description: "A small hybrid of Mamba and transformer blocks that gives good features at high throughput.",
		},
		{
			id: "apple/aimv2-large-patch14-336-distilled",
			description:
				"An AIMv2 encoder pre-trained by generating image patches and text captions; strong features for both recognition and multimodal models.",
		},
		{
			id: "OpenGVLab/InternViT-6B-448px-V1-2",
			description: "A six-billion-parameter vision encoder used as the eye of large vision-language models.",
		},
	],
	spaces: [
		{
			id: "timm/leaderboard",
			description:
				"Compares hundreds of timm image backbones by accuracy, speed and size, helpful for picking a feature extractor.",
		},
	],
	metrics: [
		{
			id: "linear probe accuracy",
			description:
				"Accuracy of a linear classifier trained on frozen features; measures how much class information the embedding holds.",
		},
		{
			id: "k-NN accuracy",
			description:
				"Accuracy of labelling each test image by its nearest training images in feature space, with no training at all; a direct test for retrieval.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "fruit-bowl.jpg" }],
		outputs: [
			{
				type: "tabular",
				data: [
					["dimension", "value"],
					["0", "0.0427"],
					["1", "-1.3981"],
					["2", "0.6675"],
					["3", "2.1034"],
					["4", "-0.2518"],
					["…", "…"],
					["767", "0.8812"],
				],
			},
		],
	},
	widgetModels: ["facebook/dino-vitb16"],
};

export default content;
