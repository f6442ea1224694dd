import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Unconditional image generation produces new images that look like those of a training set, without any prompt or input image. " +
		"A model trained on faces makes new faces, one trained on bedrooms makes new bedrooms; the only things you choose are the random seed and how many images to sample. " +
		"Diffusion models turn random noise into an image over many denoising steps, while GANs do it in a single pass of a generator network. " +
		"It is the simplest setting for studying generative models, and is used for synthetic data and art on narrow domains.",
	datasets: [
		{
			id: "cifar100",
			description:
				"60,000 tiny 32×32 images in 100 classes; cheap enough to train and evaluate small generative models quickly.",
		},
		{
			id: "CelebA",
			description:
				"Over 200,000 celebrity face photos; its high-quality version CelebA-HQ is the standard benchmark for face generation.",
		},
		{
			id: "huggan/smithsonian_butterflies_subset",
			description:
				"A thousand butterfly images from the Smithsonian collection, a small, pleasant set for training a first diffusion model.",
		},
	],
	models: [
		{
			id: "google/ddpm-cifar10-32",
			description:
				"The original denoising diffusion probabilistic model trained on CIFAR-10, generating 32×32 images of ten everyday classes.",
		},
		{
			id: "google/ddpm-celebahq-256",
			description: "A DDPM trained on CelebA-HQ that generates 256×256 portraits of faces that do not exist.",
		},
		{
			id: "CompVis/ldm-celebahq-256",
			description:
				"A latent diffusion model for faces that denoises in a compressed space, making sampling much cheaper than pixel-space DDPM.",
		},
	],
	spaces: [
		{
			id: "CompVis/celeba-latent-diffusion",
			description: "Samples new faces from a latent diffusion model trained on CelebA-HQ.",
		},
	],
	metrics: [
		{
			id: "Inception score (IS)",
			description:
				"Rewards samples that a pre-trained classifier recognises confidently and that spread over many classes; higher is better.",
		},
		{
			id: "Frećhet Inception Distance (FID)",
			description:
				"The distance between the feature statistics of generated and real images; lower means samples are both realistic and diverse.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Seed", content: "42" },
			{ type: "text", label: "Number of images", content: "1" },
		],
		outputs: [{ type: "img", filename: "generated-face.jpg" }],
	},
	widgetModels: ["google/ddpm-celebahq-256"],
};

export default content;
