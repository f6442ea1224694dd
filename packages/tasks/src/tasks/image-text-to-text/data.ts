import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image-text-to-text models, often called vision-language models (VLMs), take one or more images together with a text prompt and answer in text. " +
		"Because the prompt is free-form, one model covers many jobs: describing a photo, answering questions about a chart, reading a scanned document, comparing two screenshots or locating an object. " +
		"Technically, an image encoder turns the picture into tokens that a large language model reads alongside the words of the prompt, and instruction tuning teaches it to chat about what it sees. " +
		"It is the most general image understanding task and has largely replaced narrower ones such as visual question answering.",
	datasets: [
		{
			id: "liuhaotian/LLaVA-Instruct-150K",
			description:
				"About 150,000 multimodal instruction-following conversations generated for LLaVA, a classic dataset for teaching a VLM to chat about images.",
		},
		{
			id: "DAMO-NLP-SG/multimodal_textbook",
			description:
				"Interleaved images and text extracted from thousands of hours of instructional videos, arranged like a textbook for pre-training VLMs.",
		},
		{
			id: "HuggingFaceM4/the_cauldron",
			description:
				"A collection of 50 vision-language datasets (charts, documents, science diagrams, screenshots) converted to one question-answer format for fine-tuning.",
		},
		{
			id: "HuggingFaceM4/WebSight",
			description:
				"Millions of synthetic web page screenshots paired with their HTML code, for training screenshot-to-code models.",
		},
	],
	models: [
		{
			id: "HuggingFaceTB/SmolVLM-Instruct",
			description:
				"A 2-billion-parameter VLM designed for efficiency that runs on laptops and handles several images per prompt.",
		},
		{
			id: "zai-org/GLM-4.5V",
			description:
				"A large mixture-of-experts vision-language model with a thinking mode, strong at reasoning over images, documents, GUIs and videos. Shown in the widget.",
		},
		{
			id: "rednote-hilab/dots.ocr",
			description:
				"A compact VLM specialised in document parsing: it detects the layout of a page and transcribes text, tables and formulas in reading order, across many languages.",
		},
		{
			id: "Qwen/Qwen2.5-VL-3B-Instruct",
			description:
				"A small member of the Qwen2.5-VL family that understands images at their native resolution and can point at objects with coordinates.",
		},
		{
			id: "microsoft/Magma-8B",
			description:
				"A multimodal foundation model for agents that both understands images and plans actions in user interfaces and robot scenes.",
		},
	],
	spaces: [
		{
			id: "opencompass/open_vlm_leaderboard",
			description:
				"Ranks open and closed vision-language models on a broad suite of benchmarks, helpful for choosing a model.",
		},
		{
			id: "sergiopaniego/vlm_object_understanding",
			description: "Shows VLMs detecting, pointing at and counting objects in images from a text prompt.",
		},
		{
			id: "prithivMLmods/Multimodal-OCR",
			description: "Compares several OCR-capable VLMs on an uploaded image or document page.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"Share of correctly answered questions on multiple-choice or short-answer benchmarks such as MMMU or ChartQA; the most common headline number for VLMs.",
		},
		{
			id: "anls",
			description:
				"Average normalised Levenshtein similarity, used on text-heavy benchmarks such as DocVQA to give partial credit for nearly right answers.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "bicycle-rentals-chart.png" },
			{
				type: "text",
				label: "Prompt",
				content: "Which season had the most bicycle rentals, and how many more than in winter?",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "Summer had the most rentals, with 4,200. That is 2,850 more than winter, which had 1,350.",
			},
		],
	},
	widgetModels: ["zai-org/GLM-4.5V"],
	youtubeId: "IoGaGfU1CIg",
};

export default content;
