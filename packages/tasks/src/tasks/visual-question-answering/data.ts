import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Visual question answering answers a question written in natural language about an image. " +
		"Questions can ask what is shown, how many of something there are, what colour or where an object is, or what text a sign says, so the model has to combine vision with language understanding. " +
		"Classic VQA models choose the answer from a fixed vocabulary of frequent short answers and return a score for each, while generative models write the answer freely. " +
		"It helps blind and low-vision users, makes image collections searchable and extracts information from charts and documents.",
	datasets: [
		{
			id: "Graphcore/vqa",
			description:
				"The VQA v2 dataset: COCO images with open-ended questions, each answered by ten people, balanced so that the image really matters.",
		},
		{
			id: "facebook/textvqa",
			description:
				"Questions that can only be answered by reading text in the image, such as brand names, prices and signs.",
		},
	],
	models: [
		{
			id: "dandelin/vilt-b32-finetuned-vqa",
			description:
				"ViLT, a light vision-and-language transformer fine-tuned on VQA v2 that picks the answer from about 3,000 common ones; fast and simple.",
		},
		{
			id: "google/deplot",
			description:
				"A Pix2Struct model that converts a chart into its underlying data table, so a language model can answer questions about it.",
		},
		{
			id: "google/matcha-base",
			description:
				"MatCha, a Pix2Struct model pre-trained on chart and math reasoning, a base for chart question answering.",
		},
		{
			id: "google/pix2struct-ocrvqa-large",
			description:
				"A Pix2Struct model fine-tuned to answer questions about book covers, such as title, author or genre.",
		},
		{
			id: "Salesforce/blip-vqa-base",
			description: "BLIP fine-tuned on VQA that generates short free-form answers about natural images.",
		},
	],
	spaces: [
		{
			id: "merve/pix2struct",
			description: "Compares Pix2Struct checkpoints on questions about charts, documents and screenshots.",
		},
		{ id: "nielsr/vilt-vqa", description: "Upload a picture and ask ViLT a question about it." },
		{ id: "Salesforce/BLIP", description: "Captions images and answers questions about them with BLIP." },
		{
			id: "vumichien/Img2Prompt",
			description: "Describes an image in words suitable as a prompt for an image generator.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"VQA accuracy gives full credit when at least three of the ten human annotators gave the predicted answer, and partial credit otherwise.",
		},
		{
			id: "wu-palmer similarity",
			description:
				'Gives partial credit by how close the predicted and true answers are in the WordNet hierarchy, so "dog" for "puppy" scores well.',
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "fruit-bowl.jpg" },
			{ type: "text", label: "Question", content: "How many apples are in the bowl?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "3", score: 0.86 },
					{ label: "2", score: 0.07 },
					{ label: "4", score: 0.04 },
					{ label: "5", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
};

export default content;
