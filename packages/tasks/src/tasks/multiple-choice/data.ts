import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Multiple choice is the task of picking the correct answer to a question from a small, fixed list of options. " +
		"An optional context, such as a passage, a situation or the start of a sentence, often comes with the question. " +
		"Encoder models fine-tuned for the task score each question and option pair and choose the option with the highest score, while language models are either prompted to name the letter of the answer or compared on how likely they find each option. " +
		"Many of the best-known benchmarks of reading comprehension, commonsense and world knowledge, such as MMLU, ARC and HellaSwag, are multiple-choice tests.",
	datasets: [
		{
			id: "allenai/swag",
			description:
				"113,000 video-caption situations where the model picks the most plausible of four continuations; a grounded commonsense benchmark.",
		},
		{
			id: "ehovy/race",
			description:
				"Reading comprehension exams for Chinese middle and high school students learning English: passages with four-option questions.",
		},
		{
			id: "allenai/ai2_arc",
			description:
				"Grade-school science questions split into an Easy and a Challenge set, the latter built from questions simple retrieval fails on.",
		},
		{
			id: "cais/mmlu",
			description:
				"Four-option exam questions across 57 subjects from law to physics; the most cited test of a language model's knowledge.",
		},
		{
			id: "Rowan/hellaswag",
			description:
				"Sentence completions with adversarially generated wrong endings that are easy for people and were hard for models.",
		},
		{
			id: "tau/commonsense_qa",
			description: "Five-option questions that need everyday commonsense knowledge about concepts and how they relate.",
		},
	],
	models: [
		{
			id: "LIAMF-USP/roberta-large-finetuned-race",
			description:
				"RoBERTa-large with a multiple-choice head fine-tuned on RACE; scores each passage, question and option together.",
		},
		{
			id: "LIAMF-USP/aristo-roberta",
			description: "A RoBERTa multiple-choice model further fine-tuned on ARC science questions.",
		},
		{
			id: "allenai/unifiedqa-v2-t5-large-1363200",
			description:
				"UnifiedQA, a T5 model trained on many question-answering formats that writes out the text of the chosen option.",
		},
		{
			id: "Qwen/Qwen2.5-7B-Instruct",
			description:
				"A general instruction-tuned model that answers multiple-choice questions from a prompt listing lettered options, in many languages.",
		},
	],
	spaces: [
		{
			id: "open-llm-leaderboard/open_llm_leaderboard",
			description:
				"Compared open language models on benchmarks that are largely multiple choice, such as MMLU-Pro and GPQA.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of questions where the chosen option is correct; always compare with chance, which is 25% for four options.",
		},
		{
			id: "normalized accuracy",
			description:
				"Accuracy when options are compared by likelihood per character or token, which removes a bias towards short answers.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Question",
				content:
					"Maya left a plate of ice cubes on the sunny windowsill and went out for lunch. What most likely happened to the ice cubes by the time she came back?",
			},
			{
				type: "text",
				label: "Options",
				content: "A. They melted into water | B. They turned into sand | C. They grew larger | D. They froze harder",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "A. They melted into water", score: 0.95 },
					{ label: "D. They froze harder", score: 0.03 },
					{ label: "C. They grew larger", score: 0.015 },
					{ label: "B. They turned into sand", score: 0.005 },
				],
			},
		],
	},
	widgetModels: ["LIAMF-USP/roberta-large-finetuned-race"],
};

export default content;
