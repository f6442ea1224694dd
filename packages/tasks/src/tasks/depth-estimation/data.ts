import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Depth estimation predicts, for every pixel of an ordinary photo, how far the surface it shows is from the camera. " +
		"The result is a depth map, an image of the same size where brightness or colour encodes distance. " +
		"Monocular models infer depth from a single image using cues such as perspective, object size, occlusion and shading, which people use too. " +
		"Some return relative depth, only the order of near and far, while metric models estimate real distances in metres.",
	datasets: [
		{
			id: "sayakpaul/nyu_depth_v2",
			description:
				"Indoor scenes recorded with a Kinect sensor, each RGB frame paired with a measured depth map; the standard indoor benchmark.",
		},
		{
			id: "depth-anything/DA-2K",
			description:
				"Pairs of points in diverse images annotated with which one is closer, a benchmark for relative depth in hard, varied scenes.",
		},
	],
	models: [
		{
			id: "depth-anything/Depth-Anything-V2-Large",
			description:
				"The large Depth Anything V2 model, trained on synthetic data and millions of pseudo-labelled photos; sharp, robust relative depth.",
		},
		{
			id: "depth-anything/Depth-Anything-V2-Small-hf",
			description:
				"The small Depth Anything V2 model in transformers format, fast enough for real-time use and for trying the task.",
		},
		{
			id: "jingheya/lotus-depth-g-v1-0",
			description:
				"Lotus, a model that reuses a pre-trained image diffusion model to predict detailed depth in a single step.",
		},
		{
			id: "tencent/DepthCrafter",
			description:
				"A video depth model that produces long sequences of depth maps that stay consistent from frame to frame.",
		},
		{
			id: "apple/DepthPro-hf",
			description:
				"Depth Pro predicts metric depth with sharp boundaries in a fraction of a second, without knowing the camera's focal length.",
		},
	],
	spaces: [
		{
			id: "radames/dpt-depth-estimation-3d-voxels",
			description: "A demo that turns a photo's estimated depth into a 3D voxel scene you can rotate.",
		},
		{
			id: "akhaliq/depth-pro",
			description: "Upload a photo and get the metric depth map and estimated focal length from Depth Pro.",
		},
		{
			id: "tencent/DepthCrafter",
			description: "Generates consistent depth maps for every frame of an uploaded video.",
		},
		{
			id: "facebook/sapiens-depth",
			description: "A demo of Sapiens models estimating fine-grained depth for images of people.",
		},
	],
	metrics: [
		{
			id: "AbsRel",
			description:
				"Absolute relative error: the mean of |predicted − true| / true over all pixels; lower is better and it is insensitive to scene scale.",
		},
		{
			id: "delta1",
			description:
				"The share of pixels whose predicted depth is within a factor of 1.25 of the true depth; higher is better.",
		},
		{
			id: "RMSE",
			description:
				"Root mean squared error of depth in metres; meaningful for metric models and dominated by distant pixels.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "room-with-spheres.jpg" }],
		outputs: [{ type: "img", filename: "room-with-spheres-depth.jpg" }],
	},
	widgetModels: ["depth-anything/Depth-Anything-V2-Small-hf"],
};

export default content;
