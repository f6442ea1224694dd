import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Video-to-video models take an existing video and produce a transformed version of it. " +
		"The transformation can be an edit described in text (change the time of day, restyle as a painting, swap a jacket's colour), a conversion guided by structure such as depth or edges, or a restoration that removes noise and raises resolution. " +
		"The key difficulty is temporal consistency: the change must stay stable from frame to frame while the original motion is preserved. " +
		"Current models are video diffusion transformers that read the source video as a condition.",
	datasets: [
		{
			id: "suimu/VIRESET",
			description:
				"Videos with instance masks and captions collected for VIRES, a model that repaints and edits objects in videos from sketches and text.",
		},
		{
			id: "zhangsh2001/LongV-EVAL",
			description:
				"An evaluation set for long video editing and generation, with prompts and source clips for consistent comparison.",
		},
		{
			id: "Iceclear/SeedVR_VideoDemos",
			description: "Example low-quality source clips and restored results from the SeedVR video restoration models.",
		},
	],
	models: [
		{
			id: "decart-ai/Lucy-Edit-Dev",
			description:
				"An open text-guided video editing model: describe a change (new outfit, added object, different scene) and it edits the clip while keeping motion and identity.",
		},
		{
			id: "LeoLau/Shape-for-Motion",
			description:
				"A research model that edits video through a 3D proxy of the object, enabling precise, consistent changes of shape and pose.",
		},
		{
			id: "nvidia/Cosmos-Transfer2.5-2B",
			description:
				"NVIDIA Cosmos Transfer turns structural inputs such as depth, segmentation or edge videos into photorealistic video, for example to create varied data for robotics.",
		},
		{
			id: "numz/SeedVR2_comfyUI",
			description: "SeedVR2 video restoration and upscaling weights packaged for ComfyUI workflows.",
		},
	],
	spaces: [
		{
			id: "decart-ai/lucy-edit-dev",
			description: "Upload a short video, describe the edit, and get the edited clip from Lucy Edit.",
		},
		{
			id: "ByteDance-Seed/SeedVR2-3B",
			description:
				"Restores and upscales low-quality videos in a single step with the 3-billion-parameter SeedVR2 model.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Fréchet Video Distance to real videos; measures whether edited videos still look and move realistically.",
		},
		{
			id: "clip_score",
			description:
				"Similarity between edited frames and the editing prompt, a proxy for how well the edit was applied.",
		},
		{
			id: "warp_error",
			description:
				"Temporal consistency: frames are warped onto their neighbours with optical flow and the remaining difference is measured. Lower means less flicker.",
		},
		{
			id: "psnr",
			description:
				"Peak signal-to-noise ratio against ground-truth clips, used to score restoration and super-resolution.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "red-car-street-day.gif" }],
		outputs: [{ type: "img", filename: "red-car-street-snowy-night.gif" }],
	},
	widgetModels: ["decart-ai/Lucy-Edit-Dev"],
};

export default content;
