import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image-text-to-video models generate a video clip from a reference image together with a text instruction. " +
		"The image fixes what the scene, subject or first frame looks like, while the text says what should happen: the action, the camera movement, the mood. " +
		"Compared with pure text-to-video, this gives much tighter control over the result, and compared with plain image-to-video, the text steers the motion. " +
		"Models are mostly large video diffusion transformers conditioned on both inputs.",
	datasets: [
		{
			id: "nkp37/OpenVid-1M",
			description:
				"One million high-quality video clips with detailed captions, used to train open text- and image-conditioned video generators.",
		},
		{
			id: "BestWishYsh/ChronoMagic",
			description:
				"Captioned time-lapse videos showing large transformations, which test whether a model can follow prompts about change over time.",
		},
	],
	models: [
		{
			id: "Lightricks/LTX-Video",
			description:
				"LTX-Video, a fast diffusion transformer that takes a conditioning image plus a prompt (or a prompt alone) and generates video at up to real-time speed on strong GPUs.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-480P-Diffusers",
			description:
				"Wan 2.1's image-and-prompt to video model at 480p, packaged for Diffusers; high quality with strong prompt following.",
		},
		{
			id: "tencent/HunyuanVideo-I2V",
			description:
				"HunyuanVideo's image-to-video variant, which merges the image and the text instruction through a multimodal language model.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description:
				"Upload an image, describe the motion, and get a clip from the distilled LTX-Video model within seconds.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Fréchet Video Distance between features of generated and real videos; lower means more realistic appearance and motion.",
		},
		{
			id: "clipsim",
			description:
				"Average CLIP similarity between the generated frames and the text prompt, used to measure how well the video follows the instruction.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "paper-boat-pond.png" },
			{
				type: "text",
				label: "Prompt",
				content: "The paper boat drifts slowly to the right across the pond while ripples spread around it.",
			},
		],
		outputs: [{ type: "img", filename: "paper-boat-drifting.gif" }],
	},
	widgetModels: ["Lightricks/LTX-Video"],
};

export default content;
