import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Table-to-text generation writes fluent natural-language text that describes the content of a table or a set of structured records. " +
		"Given rows such as match statistics, a product's specification or a weather report, the model selects the important facts and states them in sentences, for example “Ajax beat PSV 3–1”. " +
		"Classic systems were sequence-to-sequence models fine-tuned on paired tables and descriptions, while today's instruction-tuned language models can do it from a prompt with the table written out as text. " +
		"Faithfulness is the central challenge: every statement must be supported by the table.",
	datasets: [
		{
			id: "GEM/totto",
			description:
				"ToTTo: over 120,000 Wikipedia tables with highlighted cells and a one-sentence description of exactly those cells, which makes outputs controllable and checkable.",
		},
		{
			id: "GEM/web_nlg",
			description:
				"WebNLG: sets of subject–relation–object triples from DBpedia with human-written verbalisations in English and Russian.",
		},
		{
			id: "GEM/e2e_nlg",
			description:
				"The E2E restaurant dataset: attribute-value records (name, food, price range, area) paired with crowd-sourced descriptions.",
		},
	],
	models: [
		{
			id: "Narrativa/t5-base-finetuned-totto-table-to-text",
			description:
				"A T5-base model fine-tuned on ToTTo that turns linearised table cells into one descriptive sentence; small and easy to run.",
		},
		{
			id: "google/flan-t5-large",
			description:
				"An instruction-tuned T5 whose training mixture includes data-to-text tasks such as WebNLG and E2E, so it verbalises records from a short instruction.",
		},
		{
			id: "Qwen/Qwen2.5-7B-Instruct",
			description:
				"A general instruction-tuned language model that reads markdown or CSV tables in the prompt and writes summaries and reports from them.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "bleu",
			description:
				"n-gram overlap between the generated and reference descriptions; standard but blind to factual errors.",
		},
		{
			id: "parent",
			description:
				"PARENT compares the output with both the reference and the table itself, rewarding statements supported by the table and penalising invented content.",
		},
		{
			id: "bleurt",
			description:
				"A learned metric that scores fluency and meaning against the reference, correlating better with human judgement than BLEU.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				data: [
					["Team", "Goals", "Shots", "Possession", "Venue"],
					["Ajax", "3", "14", "58%", "Home"],
					["PSV", "1", "9", "42%", "Away"],
				],
			},
		],
		outputs: [
			{
				type: "text",
				label: "Description",
				content:
					"Ajax beat PSV 3–1 at home, scoring three goals from 14 shots and keeping 58% of possession, while PSV managed one goal from nine attempts.",
			},
		],
	},
	widgetModels: ["Narrativa/t5-base-finetuned-totto-table-to-text"],
};

export default content;
