import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text-to-image generates a picture from a written description, called the prompt. " +
		"Current models are mostly diffusion or flow models: they start from random noise and refine it over a series of steps into an image that matches the text, guided by a text encoder. " +
		"The prompt can set the subject, composition, style, lighting and colours, and a different random seed gives a different image for the same prompt. " +
		"Adapters such as LoRA teach a model a new style or subject, and control models let a sketch, pose or depth map fix the layout.",
	datasets: [
		{
			id: "red_caps",
			description:
				"Twelve million image and caption pairs collected from Reddit, an example of large-scale web data for training.",
		},
		{
			id: "conceptual_captions",
			description:
				"About 3.3 million web images with cleaned-up alt-text captions, a classic dataset for learning to connect images and text.",
		},
		{
			id: "Spawning/PD12M",
			description:
				"Twelve million public-domain and openly licensed images with synthetic captions, for training image models on data free of copyright claims.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.1-dev",
			description:
				"A 12-billion-parameter flow transformer with strong prompt following and legible text in images; open weights for non-commercial use.",
		},
		{
			id: "black-forest-labs/FLUX.1-Krea-dev",
			description: "A FLUX.1 variant tuned with Krea for a natural, photographic look without the glossy AI style.",
		},
		{
			id: "Qwen/Qwen-Image",
			description:
				"A 20-billion-parameter image model especially good at rendering long text, including Chinese, inside images.",
		},
		{
			id: "ByteDance/SDXL-Lightning",
			description:
				"A distilled Stable Diffusion XL that generates high-quality 1024-pixel images in one to eight steps.",
		},
		{
			id: "ByteDance/Hyper-SD",
			description:
				"A set of LoRA adapters that let Stable Diffusion and FLUX models produce good images in very few steps.",
		},
		{
			id: "stabilityai/stable-diffusion-xl-base-1.0",
			description:
				"Stable Diffusion XL, a widely used open model with a very large ecosystem of fine-tunes, LoRAs and ControlNets.",
		},
	],
	spaces: [
		{
			id: "stabilityai/stable-diffusion-3-medium",
			description: "A demo of Stable Diffusion 3 Medium, which improved prompt following and text rendering.",
		},
		{
			id: "jbilcke-hf/ai-comic-factory",
			description: "Writes and illustrates a full comic page from a short story idea.",
		},
		{
			id: "multimodalart/flux-lora-lab",
			description: "Combine and weigh several LoRA adapters on FLUX to mix styles.",
		},
		{
			id: "latent-consistency/lcm-lora-for-sdxl",
			description: "Shows how a latent consistency LoRA makes SDXL generate images in four steps.",
		},
		{
			id: "multimodalart/LoraTheExplorer",
			description: "Browse a gallery of community style LoRAs and generate with any of them.",
		},
		{
			id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
			description: "Guide generation with edges, poses or depth maps through ControlNet.",
		},
		{
			id: "InstantX/InstantID",
			description: "Generates stylised portraits that keep the identity of a face from one reference photo.",
		},
	],
	metrics: [
		{
			id: "IS",
			description:
				"Inception Score rewards images that a classifier recognises confidently and that cover many classes; higher is better but it ignores the prompt.",
		},
		{
			id: "FID",
			description:
				"Fréchet Inception Distance compares feature statistics of generated and real images; lower means more realistic and diverse output.",
		},
		{
			id: "R-Precision",
			description:
				"Checks whether the prompt is retrieved as the best match for the generated image among distractor captions; measures text alignment.",
		},
		{
			id: "CLIP Score",
			description:
				"The similarity between the prompt and the image in CLIP's embedding space; a quick check of prompt following.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content:
					"A red and white striped lighthouse on a grassy cliff above the sea at sunset, flat vector illustration",
			},
		],
		outputs: [{ type: "img", filename: "lighthouse-sunset.jpg" }],
	},
	widgetModels: ["black-forest-labs/FLUX.1-dev"],
};

export default content;
