import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "Graphcore/vqa", description: "" },
		{ id: "facebook/textvqa", description: "" },
	],
	models: [
		{ id: "google/deplot", description: "" },
		{ id: "google/matcha-base", description: "" },
		{ id: "google/pix2struct-ocrvqa-large", description: "" },
	],
	spaces: [
		{ id: "merve/pix2struct", description: "" },
		{ id: "nielsr/vilt-vqa", description: "" },
		{ id: "Salesforce/BLIP", description: "" },
		{ id: "vumichien/Img2Prompt", description: "" },
	],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "wu-palmer similarity", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
};

export default content;
