import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "cifar100", description: "" },
		{ id: "CelebA", description: "" },
	],
	models: [
		{ id: "google/ddpm-cifar10-32", description: "" },
		{ id: "google/ddpm-celebahq-256", description: "" },
	],
	spaces: [{ id: "CompVis/celeba-latent-diffusion", description: "" }],
	metrics: [
		{ id: "Inception score (IS)", description: "" },
		{ id: "Frećhet Inception Distance (FID)", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: [""],
};

export default content;
