import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image-to-video models bring a still picture to life: starting from an input image, they generate a short video clip whose first frame matches it. " +
		"A text prompt usually describes the motion and camera movement wanted, such as “the balloon rises slowly while clouds drift”. " +
		"Most current models are video diffusion transformers that denoise a whole block of frames at once while staying anchored to the given image. " +
		"The task is used to animate product shots, illustrations and storyboards, and to give creators precise control over how a generated video starts.",
	datasets: [
		{
			id: "ali-vilab/VACE-Benchmark",
			description:
				"Test cases for the VACE all-in-one video creation and editing model, including image-conditioned generation, with reference inputs and prompts.",
		},
		{
			id: "Rapidata/sora-video-generation-style-likert-scoring",
			description:
				"Generated videos rated by many human annotators on a Likert scale for how well they follow a style, useful for studying human judgement of video quality.",
		},
		{
			id: "BestWishYsh/ChronoMagic",
			description:
				"Time-lapse videos with detailed captions (plants growing, ice melting), for training and testing models on large, physically plausible changes.",
		},
	],
	models: [
		{
			id: "Lightricks/LTX-Video-0.9.7-dev",
			description:
				"The full-quality LTX-Video checkpoint: a diffusion transformer that animates an image or generates from text, fast enough to approach real time on a strong GPU.",
		},
		{
			id: "Wan-AI/Wan2.1-VACE-14B",
			description:
				"Wan's all-in-one model for video creation and editing, which can start from reference images, masks or other videos as well as text.",
		},
		{
			id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
			description:
				"FramePack F1, a next-frame-section model built on HunyuanVideo that compresses past frames so that long image-to-video clips fit in modest GPU memory.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.7-distilled",
			description:
				"A distilled LTX-Video variant that needs only a few denoising steps, trading a little detail for much faster generation.",
		},
		{
			id: "Skywork/SkyReels-V2-I2V-14B-720P",
			description: "SkyReels V2 image-to-video model at 720p, trained with a focus on film-like shots and long clips.",
		},
		{
			id: "tencent/HunyuanVideo-I2V",
			description:
				"Tencent's image-to-video extension of the 13-billion-parameter HunyuanVideo model, with high visual fidelity.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-720P",
			description:
				"The Wan 2.1 image-to-video model at 720p, one of the strongest open models for faithful, smooth animation of a still image.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers",
			description:
				"The same Wan 2.1 image-to-video weights packaged for the Diffusers library, ready for `WanImageToVideoPipeline`.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description:
				"Animate an uploaded image or generate from text with the distilled LTX-Video model in a few seconds.",
		},
		{
			id: "linoyts/FramePack-F1",
			description: "Turns an image and a motion prompt into a longer clip with FramePack F1.",
		},
		{
			id: "lisonallen/framepack-i2v",
			description: "Another FramePack demo for image-to-video generation with adjustable clip length.",
		},
		{
			id: "multimodalart/wan2-1-fast",
			description: "A fast Wan 2.1 image-to-video demo that uses a step-distillation adapter to cut generation time.",
		},
		{
			id: "multimodalart/stable-video-diffusion",
			description:
				"Generates a short clip from a single image with Stable Video Diffusion, an earlier image-to-video model.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Fréchet Video Distance: compares statistics of features of generated and real videos; lower means more realistic content and motion.",
		},
		{
			id: "clip_score",
			description:
				"Similarity between the frames and the text prompt in CLIP space, a rough measure of prompt adherence.",
		},
		{
			id: "lpips",
			description:
				"Learned perceptual distance between the input image and the first generated frames; low values mean the video stays true to the image.",
		},
		{
			id: "identity_preservation",
			description:
				"How well people or objects of the input image keep their identity and appearance throughout the clip.",
		},
		{
			id: "motion_score",
			description: "Amount and smoothness of motion in the clip, to catch videos that barely move or that jitter.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "balloon-over-hills.png" },
			{
				type: "text",
				label: "Prompt",
				content: "The hot-air balloon rises slowly into the sky while the clouds drift to the right.",
			},
		],
		outputs: [{ type: "img", filename: "balloon-rising.gif" }],
	},
	widgetModels: ["Lightricks/LTX-Video-0.9.7-distilled"],
};

export default content;
