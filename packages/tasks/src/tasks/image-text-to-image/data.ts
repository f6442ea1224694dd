import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image-text-to-image models take one or more images together with a text instruction and generate a new image. " +
		'The text says what to do, such as "turn this into a night scene", "put this product on a marble table" or "draw this character riding a bicycle", and the images supply the content that must be kept. ' +
		"The task covers instruction-based editing, style transfer described in words and composing several reference images into one scene. " +
		"A good result follows the instruction closely while preserving everything the instruction did not ask to change.",
	datasets: [
		{
			id: "timbrooks/instructpix2pix-clip-filtered",
			description:
				"About 300,000 triples of an input image, an edit instruction and the edited image, generated synthetically to train InstructPix2Pix.",
		},
		{
			id: "osunlp/MagicBrush",
			description:
				"About 10,000 real image edits made by people following written instructions, including multi-turn edits; a benchmark for instruction editing.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			description:
				"A large open-weight FLUX.2 model that generates and edits images from text and several reference images at once.",
		},
		{
			id: "black-forest-labs/FLUX.1-Kontext-dev",
			description:
				"A 12-billion-parameter editing model that keeps characters and objects consistent across successive instructions.",
		},
		{
			id: "Qwen/Qwen-Image-Edit",
			description:
				"An editing model built on Qwen-Image that handles both appearance edits and semantic changes, and edits text inside images precisely.",
		},
		{
			id: "timbrooks/instruct-pix2pix",
			description:
				"InstructPix2Pix, the first widely used instruction-following editor based on Stable Diffusion; small and quick to run.",
		},
	],
	spaces: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			description: "Generate or edit images with FLUX.2 using a prompt and optional reference images.",
		},
		{
			id: "black-forest-labs/FLUX.1-Kontext-Dev",
			description: "Upload a picture and describe the change you want in plain words.",
		},
	],
	metrics: [
		{
			id: "FID",
			description:
				"Fréchet Inception Distance between edited and real images; measures whether results look natural, not whether the edit is right.",
		},
		{
			id: "CLIP",
			description:
				"CLIP-based scores: similarity between the output and the instruction, and between input and output, to check both the edit and what was kept.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "lighthouse-day.jpg" },
			{
				type: "text",
				label: "Instruction",
				content: "Make it a clear night with stars and a full moon, and switch the lighthouse lamp on.",
			},
		],
		outputs: [{ type: "img", filename: "lighthouse-night.jpg" }],
	},
	widgetModels: ["black-forest-labs/FLUX.2-dev"],
};

export default content;
