import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Zero-shot image classification labels an image with categories you provide at request time, without training the model on examples of them. " +
		"It relies on models such as CLIP and SigLIP that were trained on huge numbers of image and caption pairs to place images and texts in a shared embedding space. " +
		'Each candidate label is written as a short text, for example "a photo of a lighthouse", and the labels whose embeddings lie closest to the image\'s embedding score highest. ' +
		"It makes building a first image classifier as easy as writing a list of class names.",
	datasets: [
		{
			id: "ILSVRC/imagenet-1k",
			description:
				"ImageNet's 1,000-class validation set, the standard benchmark on which zero-shot accuracy of image and text models is reported.",
		},
		{
			id: "timm/oxford-iiit-pet",
			description:
				"Photos of 37 cat and dog breeds, a fine-grained test of whether a model can tell similar classes apart from their names alone.",
		},
	],
	models: [
		{
			id: "google/siglip-so400m-patch14-224",
			description:
				"A 400-million-parameter SigLIP vision encoder trained with a sigmoid loss; accurate zero-shot classification at a moderate size.",
		},
		{
			id: "visheratin/mexma-siglip",
			description:
				"Pairs a SigLIP image encoder with a multilingual text encoder, so labels can be written in about 80 languages.",
		},
		{
			id: "google/siglip2-base-patch16-224",
			description:
				"A base-size SigLIP 2 model with better localisation and multilingual text understanding than the first version.",
		},
		{
			id: "intfloat/mmE5-mllama-11b-instruct",
			description:
				"A large multimodal embedding model built on Llama 3.2 Vision, strong on retrieval and classification across languages.",
		},
		{
			id: "jinaai/jina-clip-v2",
			description:
				"A multilingual CLIP model that also embeds long texts well, useful when labels are detailed descriptions.",
		},
		{
			id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
			description:
				"A CLIP model trained on figures and captions from biomedical papers, for zero-shot labelling of medical images.",
		},
		{
			id: "openai/clip-vit-large-patch14",
			description: "OpenAI's original large CLIP model, still a widely used baseline for image and text matching.",
		},
	],
	spaces: [
		{
			id: "pharma/CLIP-Interrogator",
			description: "Uses CLIP to find the words and styles that best describe an image, for example to write prompts.",
		},
		{ id: "merve/compare_clip_siglip", description: "Compares the label scores of CLIP and SigLIP on the same image." },
	],
	metrics: [
		{
			id: "top-K accuracy",
			description:
				"The share of images whose true label is among the K highest-scoring candidates; top-1 and top-5 are usually reported.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "lighthouse-coast.jpg" },
			{ type: "text", label: "Candidate labels", content: "lighthouse, windmill, castle, sailing boat" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "lighthouse", score: 0.93 },
					{ label: "castle", score: 0.03 },
					{ label: "windmill", score: 0.02 },
					{ label: "sailing boat", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["google/siglip-so400m-patch14-224"],
};

export default content;
