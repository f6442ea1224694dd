import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text-to-video generates a short video clip from a written description of what should happen in it. " +
		"The model must get not only each frame right but also motion and consistency over time, so that objects keep their shape and move plausibly. " +
		"Most current models are diffusion transformers that denoise a compressed representation of the whole clip at once, guided by a text encoder. " +
		"Clips are typically a few seconds long at modest resolution, and generating them takes far more compute than a single image.",
	datasets: [
		{
			id: "iejMac/CLIP-MSR-VTT",
			description:
				"MSR-VTT video clips with captions and CLIP embeddings; a common set for measuring how well videos match text.",
		},
		{
			id: "quchenyuan/UCF101-ZIP",
			description:
				"UCF101 action clips in 101 categories, used to evaluate class-conditioned and text-conditioned video generation.",
		},
		{
			id: "nateraw/kinetics",
			description: "Kinetics human action videos from YouTube, a large source of varied human motion.",
		},
		{
			id: "HuggingFaceM4/something_something_v2",
			description:
				"Clips of people doing basic actions with everyday objects, such as pushing something left, which test fine-grained motion.",
		},
		{
			id: "HuggingFaceM4/webvid",
			description:
				"Millions of short stock-footage videos with their captions, widely used to pre-train text-to-video models.",
		},
		{
			id: "iejMac/CLIP-DiDeMo",
			description: "DiDeMo videos with moment-level descriptions and CLIP embeddings, for text and video alignment.",
		},
	],
	models: [
		{
			id: "Wan-AI/Wan2.2-TI2V-5B",
			description:
				"A 5-billion-parameter Wan 2.2 model that makes 720p clips from text or from an image plus text, and fits on a single consumer GPU.",
		},
		{
			id: "tencent/HunyuanVideo",
			description: "A 13-billion-parameter open video model with high visual quality and strong motion.",
		},
		{
			id: "Lightricks/LTX-Video",
			description: "A fast diffusion transformer that generates video at close to real-time speed on a high-end GPU.",
		},
		{
			id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
			description:
				"A world foundation model that generates physically plausible driving and robotics scenes, for training physical AI systems.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
			description:
				"A distilled 13-billion-parameter LTX-Video model that needs few denoising steps for high-quality clips.",
		},
		{
			id: "Wan-AI/Wan2.1-T2V-1.3B-Diffusers",
			description: "A small Wan 2.1 text-to-video model in diffusers format that runs with about 8 GB of GPU memory.",
		},
	],
	spaces: [
		{
			id: "VideoCrafter/VideoCrafter",
			description: "Generates short clips from text or from an image with VideoCrafter.",
		},
		{ id: "Wan-AI/Wan2.1", description: "The Wan 2.1 demo for text-to-video and image-to-video generation." },
		{
			id: "Pyramid-Flow/pyramid-flow",
			description: "Generates videos with Pyramid Flow, which denoises at growing resolutions to save compute.",
		},
	],
	metrics: [
		{
			id: "is",
			description:
				"Inception Score computed on frames or with a video classifier; rewards clips that are recognisable and varied.",
		},
		{
			id: "fid",
			description:
				"Fréchet Inception Distance between generated and real frames; measures per-frame realism but ignores motion.",
		},
		{
			id: "fvd",
			description:
				"Fréchet Video Distance compares features of whole clips from a video network, so it also penalises unnatural motion.",
		},
		{
			id: "clipsim",
			description:
				"The average CLIP similarity between the prompt and each generated frame; measures how well the video follows the text.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A red rubber ball bouncing from left to right across a wooden floor, side view, soft afternoon light",
			},
		],
		outputs: [{ type: "img", filename: "red-ball-bouncing.gif" }],
	},
	widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};

export default content;
