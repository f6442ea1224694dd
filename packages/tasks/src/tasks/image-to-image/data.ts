import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image-to-image models take a picture and return a transformed version of it. " +
		"The family is broad: super-resolution sharpens and enlarges, restoration removes noise, blur or scratches, inpainting fills in a masked area, and style transfer or relighting changes the look while keeping the content. " +
		"Many recent models are diffusion models that start from the input image instead of pure noise, and an optional text prompt or control image says what to change. " +
		"The output is usually the same scene, so the input's layout and identity should survive the transformation.",
	datasets: [
		{
			id: "VIDIT",
			description:
				"A virtual image dataset of the same scenes rendered under many light directions and colour temperatures, for learning relighting.",
		},
		{
			id: "huggan/CelebA-faces",
			description:
				"About 200,000 aligned celebrity face photos, used for face restoration, editing and super-resolution.",
		},
		{
			id: "Spawning/PD12M",
			description:
				"Twelve million openly licensed images with captions, suitable for training image editing models on data free of copyright claims.",
		},
	],
	models: [
		{
			id: "fal/AuraSR-v2",
			description: "A GAN-based upscaler that enlarges images four times while adding plausible fine detail.",
		},
		{
			id: "black-forest-labs/FLUX.1-Kontext-dev",
			description:
				"An image editing model that changes a picture according to a text instruction while keeping characters and layout consistent.",
		},
		{
			id: "yisol/IDM-VTON",
			description: "A virtual try-on model that dresses the person in a photo in a garment taken from another image.",
		},
		{
			id: "kontext-community/relighting-kontext-dev-lora-v3",
			description:
				"A LoRA for FLUX.1 Kontext that changes the lighting of a photo, for example to golden hour or neon.",
		},
		{
			id: "black-forest-labs/FLUX.1-Fill-dev",
			description:
				"An inpainting and outpainting model that fills a masked region or extends the canvas to match a prompt.",
		},
		{
			id: "black-forest-labs/FLUX.1-Depth-dev-lora",
			description: "A LoRA that generates a new image following the depth map of the input, keeping its 3D structure.",
		},
		{
			id: "Qwen/Qwen-Image",
			description:
				"A large image generation model with strong text rendering; its editing sibling applies instructions to an input image.",
		},
		{
			id: "caidas/swin2SR-classical-sr-x2-64",
			description: "A compact Swin2SR model that doubles image resolution; small enough to run on a CPU.",
		},
	],
	spaces: [
		{
			id: "black-forest-labs/FLUX.1-Kontext-Dev",
			description: "Upload an image and describe an edit in words to see FLUX.1 Kontext apply it.",
		},
		{
			id: "lllyasviel/iclight-v2-vary",
			description: "Relights a subject to match a described or uploaded lighting setup.",
		},
		{
			id: "jasperai/Flux.1-dev-Controlnet-Upscaler",
			description: "Upscales low-resolution or degraded images with a FLUX ControlNet.",
		},
	],
	metrics: [
		{
			id: "PSNR",
			description:
				"Peak signal-to-noise ratio in decibels between the output and a reference image; higher means fewer pixel errors.",
		},
		{
			id: "SSIM",
			description:
				"Structural similarity compares local patterns of brightness, contrast and structure with the reference; closer to 1 is better.",
		},
		{
			id: "IS",
			description:
				"Inception Score rates how recognisable and varied generated images are; used when no reference image exists.",
		},
		{
			id: "LPIPS",
			description:
				"A learned perceptual distance based on deep features that tracks human judgements of similarity better than PSNR; lower is better.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "lighthouse-low-res.jpg" }],
		outputs: [{ type: "img", filename: "lighthouse-upscaled.jpg" }],
	},
	widgetModels: ["Qwen/Qwen-Image"],
};

export default content;
