import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Video-text-to-text models watch a video and answer a text prompt about it: describe what happens, answer a question, summarise a lecture, or find the moment when something occurs. " +
		"They sample frames from the clip, encode them into visual tokens and let a language model reason over the sequence together with the prompt, so they can talk about actions, order of events and changes over time rather than a single image. " +
		"The main challenge is length: an hour of video produces far more tokens than a model can read, so models compress frames or select the relevant ones. " +
		"Applications include video search, content moderation, sports and meeting summaries, and accessibility.",
	datasets: [
		{
			id: "lmms-lab/Video-MME",
			description:
				"Video-MME: multiple-choice questions about 900 videos from seconds to an hour long across many domains, a widely used benchmark for video understanding.",
		},
		{
			id: "lmms-lab/VideoChatGPT",
			description:
				"Video question-answer pairs from the Video-ChatGPT project, used to evaluate detailed video conversation and temporal understanding.",
		},
		{
			id: "HuggingFaceFV/finevideo",
			description:
				"About 43,000 YouTube videos with rich annotations of scenes, characters, mood and plot, for training models that understand stories in video.",
		},
	],
	models: [
		{
			id: "Vision-CAIR/LongVU_Qwen2_7B",
			description:
				"LongVU compresses video adaptively, dropping redundant frames and tokens, so a 7B model can follow hour-long videos.",
		},
		{
			id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32",
			description:
				"An Apollo video model, from a study that systematically explored which design choices (sampling, encoders, token budgets) matter for video understanding.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description:
				"A small model that understands both images and videos, light enough for laptops and phones. Shown in the widget.",
		},
		{
			id: "llava-hf/LLaVA-NeXT-Video-7B-hf",
			description:
				"LLaVA-NeXT-Video in Transformers format, a well-documented open baseline for chatting about short videos.",
		},
	],
	spaces: [
		{ id: "llava-hf/video-llava", description: "Upload a short clip and ask Video-LLaVA questions about it." },
		{
			id: "opencompass/openvlm_video_leaderboard",
			description: "Ranks vision-language models on video benchmarks such as Video-MME and MVBench.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-HighlightGenerator",
			description:
				"Uses SmolVLM2 to find the most interesting moments of a long video and cut them into a highlight reel.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"Share of correctly answered multiple-choice questions on benchmarks such as Video-MME, often reported separately for short, medium and long videos.",
		},
		{
			id: "cider",
			description:
				"Consensus-based n-gram metric comparing generated video descriptions with several human references.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "car-stops-at-red-light.gif" },
			{ type: "text", label: "Prompt", content: "What happens in this video? Does the car obey the traffic light?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content:
					"A blue car drives along the road while the traffic light is green. The light changes to amber and then red, the car slows down and stops just before the white stop line, so it obeys the light.",
			},
		],
	},
	widgetModels: ["HuggingFaceTB/SmolVLM2-2.2B-Instruct"],
};

export default content;
