import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Video classification assigns a label to a whole video clip, most often the action or activity it shows, such as “dribbling basketball” or “chopping vegetables”. " +
		"Unlike image classification, the model has to use motion and the order of frames, so it samples several frames and processes them together in space and time. " +
		"Typical models are video transformers (VideoMAE, ViViT, TimeSformer) trained on large action datasets like Kinetics. " +
		"The task is used for content moderation, sports analytics, video search and monitoring.",
	datasets: [
		{
			id: "kinetics400",
			description:
				"About 300,000 ten-second YouTube clips covering 400 human actions, from playing instruments to sports; the standard pre-training and benchmark set.",
		},
		{
			id: "sayakpaul/ucf101-subset",
			description:
				"A small subset of the UCF101 action recognition dataset, convenient for learning to fine-tune a video model in minutes.",
		},
	],
	models: [
		{
			id: "google/vivit-b-16x2-kinetics400",
			description:
				"ViViT, a pure-transformer video model that splits the clip into spatio-temporal tubes, trained on Kinetics-400.",
		},
		{
			id: "microsoft/xclip-base-patch32",
			description:
				"X-CLIP extends CLIP to video, so it can classify clips zero-shot against any list of action names you write.",
		},
		{
			id: "MCG-NJU/videomae-base-finetuned-kinetics",
			description:
				"VideoMAE, pre-trained by reconstructing heavily masked video and fine-tuned on Kinetics-400. Accurate and a good base for fine-tuning.",
		},
	],
	spaces: [
		{
			id: "nateraw/lavila",
			description:
				"Generates narrations and recognises activities in first-person (egocentric) videos with the LaViLa model.",
		},
		{
			id: "fcakyon/video-classification",
			description: "Classifies uploaded videos with several video transformers and shows the top predicted actions.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "Share of clips whose top predicted action is correct; Kinetics results also report top-5 accuracy.",
		},
		{ id: "recall", description: "Per action class, the share of its clips the model recognises." },
		{ id: "precision", description: "Per action class, the share of predictions of that class that are right." },
		{
			id: "f1",
			description: "Harmonic mean of precision and recall, averaged over classes; useful on imbalanced action sets.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "dribbling-basketball.gif" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "dribbling basketball", score: 0.79 },
					{ label: "playing basketball", score: 0.12 },
					{ label: "shooting basketball", score: 0.04 },
					{ label: "dunking basketball", score: 0.02 },
					{ label: "juggling balls", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["MCG-NJU/videomae-base-finetuned-kinetics"],
};

export default content;
