import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image-to-text models read an image and produce text from it. " +
		"The two main uses are captioning, where the model writes a short description of what the picture shows, and optical character recognition (OCR), where it transcribes the text printed or written in the image, sometimes as structured markdown. " +
		"Architectures pair a vision encoder with a text decoder that generates the output word by word. " +
		"When you want to ask questions about an image or give instructions, the related image-text-to-text task is a better fit.",
	datasets: [
		{
			id: "red_caps",
			description:
				"Twelve million image and caption pairs collected from Reddit, with casual, varied descriptions written by people.",
		},
		{
			id: "google-research-datasets/conceptual_captions",
			description:
				"Google's Conceptual Captions: about 3.3 million web images with alt-text captions cleaned and made generic.",
		},
		{
			id: "nlphuji/flickr30k",
			description:
				"Thirty-one thousand Flickr photos, each with five human-written captions; a common captioning benchmark.",
		},
	],
	models: [
		{
			id: "allenai/olmOCR-7B-0725",
			description:
				"A vision-language model tuned to convert PDF pages and scanned documents into clean plain text, keeping reading order, tables and equations.",
		},
		{
			id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
			description:
				"JoyCaption, an open captioner that writes detailed, uncensored descriptions in several styles, popular for labelling training data for image generators.",
		},
		{
			id: "Salesforce/blip-image-captioning-large",
			description:
				"BLIP, a captioning model trained on cleaned web data; produces short, accurate captions and can continue a caption you start. Used in the widget.",
		},
		{
			id: "microsoft/trocr-base-handwritten",
			description: "TrOCR, a transformer that reads a single line of handwritten text from a cropped image.",
		},
	],
	spaces: [
		{
			id: "multimodalart/OmniSVG-3B",
			description: "Turns an image into scalable SVG vector code, an unusual image-to-text output.",
		},
		{
			id: "numind/NuMarkdown-8B-Thinking",
			description:
				"Converts document images into markdown with a reasoning OCR model that first plans the page layout.",
		},
		{
			id: "fancyfeast/joy-caption-beta-one",
			description: "Writes captions in a chosen style and length for an uploaded image.",
		},
	],
	metrics: [
		{
			id: "cider",
			description:
				"Consensus-based captioning metric: compares a caption with several human references using TF-IDF weighted n-grams. Standard on COCO captions.",
		},
		{
			id: "bleu",
			description: "n-gram overlap with reference captions; simple but rewards wording rather than correctness.",
		},
		{
			id: "cer",
			description: "Character error rate of transcribed text, the usual score for OCR and handwriting recognition.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "sailboat-lighthouse-sunset.png" }],
		outputs: [
			{
				type: "text",
				label: "Caption",
				content: "a red and white sailboat on the sea near a striped lighthouse at sunset",
			},
		],
	},
	widgetModels: ["Salesforce/blip-image-captioning-large"],
};

export default content;
