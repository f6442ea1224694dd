import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Tabular-to-text, also called data-to-text generation, turns structured records into fluent sentences that state the facts they contain. " +
		"The input can be a database row, a set of attribute and value pairs, or knowledge-graph triples of the form subject, relation, object, the last known as RDF-to-text. " +
		"The model has to choose an order for the facts, find words for each relation and join them into natural, grammatical text without adding or dropping information. " +
		"It is used to write product descriptions, weather and sports reports, and readable summaries of knowledge-base entries.",
	datasets: [
		{
			id: "web_nlg",
			description:
				"The WebNLG challenge data: sets of up to seven DBpedia triples, each paired with several human-written English (and Russian) verbalisations.",
		},
		{
			id: "ThiagoCF05/enriched_web_nlg",
			description:
				"An enriched version of WebNLG with German texts and intermediate annotations such as templates and sentence order, for studying each step of generation.",
		},
		{
			id: "GEM/e2e_nlg",
			description:
				"About 50,000 restaurant descriptions written from attribute and value records (name, food, price range, area), a classic data-to-text benchmark.",
		},
	],
	models: [
		{
			id: "s-nlp/g2t-t5-xl-webnlg",
			description:
				"A T5-XL model fine-tuned on WebNLG that reads linearised triples marked with head, relation and tail tags and writes a description.",
		},
		{
			id: "Inria-CEDAR/WebNLG20T5S",
			description:
				"A T5 baseline trained on the 2020 WebNLG challenge data, a compact reference point for RDF-to-text research.",
		},
		{
			id: "google/flan-t5-large",
			description:
				"An instruction-tuned T5 whose training mixture includes WebNLG, E2E and DART, so it verbalises records when asked, without fine-tuning.",
		},
		{
			id: "Qwen/Qwen2.5-7B-Instruct",
			description:
				"A general chat model that writes descriptions from a table or JSON record given in the prompt, in many languages and styles.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "bleu",
			description:
				"Counts word sequences shared with the reference texts; the main WebNLG metric, though it misses paraphrases.",
		},
		{
			id: "chrf",
			description: "An F-score over character sequences, more forgiving of inflection and compounding than BLEU.",
		},
		{
			id: "bertscore",
			description: "Compares output and reference with contextual embeddings, so correct paraphrases still score well.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				data: [
					["subject", "relation", "object"],
					["Alan Turing", "birthPlace", "London"],
					["Alan Turing", "field", "Computer science"],
					["Alan Turing", "almaMater", "King's College, Cambridge"],
				],
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"Alan Turing was born in London and studied at King's College, Cambridge. He worked in the field of computer science.",
			},
		],
	},
	widgetModels: ["s-nlp/g2t-t5-xl-webnlg"],
};

export default content;
