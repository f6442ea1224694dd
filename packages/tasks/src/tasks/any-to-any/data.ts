import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Any-to-any models accept several kinds of input, such as text, images, audio and video, and can answer in more than one kind of output, for example text together with speech, or an image. " +
		"A single network handles understanding and generation across modalities, so one model can look at a photo, listen to a question and reply aloud. " +
		"Most are built around a language model that reads every input as a sequence of tokens and drives separate decoders for speech or images. " +
		"They power real-time voice and vision assistants and unified models that both describe and edit pictures.",
	datasets: [
		{
			id: "PKU-Alignment/align-anything",
			description:
				"Preference data across text, image, audio and video inputs and outputs, for aligning any-to-any models with human judgements.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen2.5-Omni-7B",
			description:
				"A 7-billion-parameter model that sees, listens and reads, and answers with text and natural streaming speech at the same time.",
		},
		{
			id: "OmniGen2/OmniGen2",
			description:
				"A unified model for image understanding, text-to-image generation and instruction-based editing with multiple reference images.",
		},
		{
			id: "openbmb/MiniCPM-o-2_6",
			description:
				"An 8-billion-parameter omni model for vision, speech and live streaming conversations, compact enough for end devices.",
		},
		{
			id: "ByteDance-Seed/BAGEL-7B-MoT",
			description:
				"BAGEL, a mixture-of-transformers model that understands and generates images and text, and can reason before editing an image.",
		},
	],
	spaces: [
		{
			id: "OmniGen2/OmniGen2",
			description: "Generate, edit and combine images from instructions and reference pictures with OmniGen2.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"Accuracy on multimodal understanding benchmarks, such as questions about images, audio or video, with one score per modality.",
		},
		{
			id: "wer",
			description:
				"Word error rate of the model's generated speech, transcribed by a speech recognition system; checks that spoken answers are intelligible.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "fruit-bowl.jpg" },
			{ type: "text", label: "Instruction", content: "Describe this picture out loud in one sentence." },
		],
		outputs: [
			{
				type: "text",
				label: "Text",
				content: "A blue bowl on a wooden table holds three red apples and a bunch of bananas.",
			},
			{ type: "audio", filename: "fruit-bowl-description.flac" },
		],
	},
	widgetModels: ["Qwen/Qwen2.5-Omni-7B"],
};

export default content;
