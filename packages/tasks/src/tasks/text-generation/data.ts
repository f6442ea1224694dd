import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text generation produces new text that continues a prompt, one token at a time, each chosen from the probabilities the model assigns to what comes next. " +
		"Base models simply continue the text they are given, while instruction-tuned and chat models are further trained to follow requests, hold a conversation and refuse harmful ones. " +
		"The same models write code, answer questions, summarize, translate and reason step by step, which makes them the most general task in the catalogue. " +
		"Sampling settings such as temperature and the maximum number of new tokens control how varied and how long the output is.",
	datasets: [
		{
			id: "CohereForAI/Global-MMLU",
			description:
				"The MMLU exam-style knowledge benchmark translated into 42 languages, with notes on which questions are culturally specific.",
		},
		{
			id: "HuggingFaceFW/fineweb-2",
			description:
				"A large, carefully filtered web corpus covering over a thousand languages, for pre-training multilingual models.",
		},
		{
			id: "HuggingFaceH4/ultrachat_200k",
			description:
				"About 200,000 filtered multi-turn dialogues, a common set for supervised fine-tuning of chat models.",
		},
		{
			id: "open-r1/OpenThoughts-114k-math",
			description:
				"Math problems with long, verified step-by-step solutions, used to teach models to reason before answering.",
		},
		{
			id: "allenai/tulu-3-sft-mixture",
			description:
				"The instruction-tuning mixture behind the Tülu 3 models, covering chat, math, code, safety and following precise instructions.",
		},
		{
			id: "HuggingFaceTB/smoltalk",
			description: "A synthetic instruction dataset built to fine-tune small language models into capable assistants.",
		},
		{
			id: "HuggingFaceTB/finemath",
			description:
				"Mathematical web pages filtered for quality, used to improve the math skills of models during pre-training.",
		},
	],
	models: [
		{
			id: "google/gemma-2-2b-it",
			description:
				"A 2-billion-parameter instruction-tuned Gemma model, small enough for a laptop and good for everyday chat.",
		},
		{
			id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
			description:
				"A large mixture-of-experts coding model that activates 35 billion parameters per token, built for agentic programming over whole repositories.",
		},
		{
			id: "openai/gpt-oss-120b",
			description: "An open-weight reasoning model from OpenAI with adjustable reasoning effort and tool use.",
		},
		{
			id: "zai-org/GLM-4.5",
			description:
				"A mixture-of-experts model aimed at reasoning, coding and agent tasks, with a hybrid thinking mode.",
		},
		{
			id: "Qwen/Qwen3-4B-Thinking-2507",
			description:
				"A small model that writes out its reasoning before answering, strong on math and logic for its size.",
		},
		{
			id: "Qwen/Qwen2.5-7B-Instruct-1M",
			description:
				"A 7-billion-parameter chat model that accepts contexts of up to one million tokens, for very long documents.",
		},
		{
			id: "Qwen/Qwen2.5-Coder-32B-Instruct",
			description: "A code-specialised model that writes, explains and fixes programs in many languages.",
		},
		{
			id: "deepseek-ai/DeepSeek-R1",
			description:
				"A large open reasoning model trained with reinforcement learning to solve math and code problems step by step.",
		},
		{
			id: "mistralai/Mistral-Nemo-Instruct-2407",
			description:
				"A 12-billion-parameter multilingual chat model with a 128k-token context, a balanced general-purpose choice.",
		},
	],
	spaces: [
		{
			id: "akhaliq/anycoder",
			description: "An app that turns a description into a working web page, using several code models.",
		},
		{
			id: "enzostvs/deepsite",
			description: "A website builder that writes and edits HTML from chat instructions.",
		},
		{
			id: "logikon/open_cot_leaderboard",
			description: "A leaderboard measuring how much models gain from reasoning step by step before answering.",
		},
		{
			id: "ysharma/Explore_llamav2_with_TGI",
			description: "A chat demo of a Llama 2 model served with Text Generation Inference.",
		},
		{
			id: "HuggingFaceH4/zephyr-chat",
			description: "A chat interface for Zephyr, a small model aligned with direct preference optimisation.",
		},
		{
			id: "lmsys/chatbot-arena-leaderboard",
			description: "Rankings of chat models computed from many thousands of blind, side-by-side human votes.",
		},
		{
			id: "mlabonne/phixtral-chat",
			description: "A chat demo of a mixture-of-experts model merged from several small Phi models.",
		},
	],
	metrics: [
		{
			id: "Cross Entropy",
			description:
				"The average negative log-probability the model gives to each true next token; the quantity minimised during training.",
		},
		{
			id: "Perplexity",
			description:
				"The exponential of the cross entropy; roughly how many tokens the model hesitates between at each step, lower is better.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "Write a haiku about a cat watching the first snow of winter.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content: "Nose against the glass,\nthe cat counts each falling flake,\nwhiskers full of white.",
			},
		],
	},
	widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
	youtubeId: "e9gNEAlsOvU",
};

export default content;
