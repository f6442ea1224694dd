import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "VIDIT", description: "" },
		{ id: "huggan/CelebA-faces", description: "" },
		{ id: "Spawning/PD12M", description: "" },
	],
	models: [
		{ id: "fal/AuraSR-v2", description: "" },
		{ id: "black-forest-labs/FLUX.1-Kontext-dev", description: "" },
		{ id: "yisol/IDM-VTON", description: "" },
		{ id: "kontext-community/relighting-kontext-dev-lora-v3", description: "" },
		{ id: "black-forest-labs/FLUX.1-Fill-dev", description: "" },
		{ id: "black-forest-labs/FLUX.1-Depth-dev-lora", description: "" },
	],
	spaces: [
		{ id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "" },
		{ id: "lllyasviel/iclight-v2-vary", description: "" },
		{ id: "jasperai/Flux.1-dev-Controlnet-Upscaler", description: "" },
	],
	metrics: [
		{ id: "PSNR", description: "" },
		{ id: "SSIM", description: "" },
		{ id: "IS", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["Qwen/Qwen-Image"],
};

export default content;
