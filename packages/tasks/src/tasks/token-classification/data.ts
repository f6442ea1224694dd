import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Token classification gives a label to every token (roughly, every word or word piece) of a text instead of one label to the whole text. " +
		"The best-known form is named entity recognition, which marks spans such as people, places, organisations and dates; part-of-speech tagging and chunking are other classic forms. " +
		"A model reads the sentence once and predicts a tag per token, and neighbouring tokens with the same tag are then merged into entity spans. " +
		"It is the usual first step when you need to pull structured facts out of free text, anonymise documents or index mentions of things.",
	datasets: [
		{
			id: "eriktks/conll2003",
			description:
				"The CoNLL-2003 shared task corpus of English newswire, tagged with persons, locations, organisations and miscellaneous entities. It is the standard yardstick for English NER.",
		},
		{
			id: "unimelb-nlp/wikiann",
			description:
				"WikiANN (PAN-X) provides automatically derived person, location and organisation tags for Wikipedia text in 176 languages, handy for training or testing multilingual taggers.",
		},
		{
			id: "tner/ontonotes5",
			description:
				"OntoNotes 5.0 in a ready-to-use form, with eighteen fine-grained entity types (dates, money, quantities, works of art and more) across several genres of English.",
		},
		{
			id: "universal-dependencies/universal_dependencies",
			description:
				"Universal Dependencies treebanks in many languages, whose part-of-speech and morphology columns make them the usual source for tagging tasks beyond entities.",
		},
	],
	models: [
		{
			id: "dslim/bert-base-NER",
			description:
				"A BERT-base model fine-tuned on CoNLL-2003. Small, fast and a reliable default for English person, location and organisation tagging.",
		},
		{
			id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
			description:
				"XLM-RoBERTa large fine-tuned on English CoNLL-2003. Its multilingual pre-training lets it tag entities in many other languages reasonably well too.",
		},
		{
			id: "blaze999/Medical-NER",
			description:
				"A DeBERTa-based tagger for clinical text that recognises dozens of medical entity types such as diseases, medications, dosages and procedures.",
		},
		{
			id: "flair/ner-english",
			description:
				"The Flair library's four-class English NER model, built on contextual string embeddings. A strong classic baseline that runs well on CPU.",
		},
		{
			id: "urchade/gliner_multi-v2.1",
			description:
				"A GLiNER model that extracts entities of any type you name at inference time, in many languages, without retraining.",
		},
	],
	spaces: [
		{
			id: "spacy/gradio_pipeline_visualizer",
			description:
				"Runs spaCy pipelines on your text and draws the predicted entities and dependency parse, a quick way to see a tagger's output.",
		},
		{
			id: "urchade/gliner_multiv2.1",
			description:
				"Lets you type a text and a list of entity types, then highlights the matching spans found by GLiNER.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"Share of tokens whose predicted tag is correct. Easy to read but inflated by the many tokens that carry no entity at all.",
		},
		{
			id: "recall",
			description: "Share of the gold entities the model found. Low recall means entities are being missed.",
		},
		{
			id: "precision",
			description:
				"Share of predicted entities that are real. Low precision means the model invents or mis-bounds spans.",
		},
		{
			id: "f1",
			description:
				"Harmonic mean of entity-level precision and recall, usually computed with seqeval so that a span only counts when both its boundaries and its type are right.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"Ada Lovelace worked with Charles Babbage in London on the Analytical Engine, a machine later studied at the University of Cambridge.",
			},
		],
		outputs: [
			{
				type: "text-with-tokens",
				text: "Ada Lovelace worked with Charles Babbage in London on the Analytical Engine, a machine later studied at the University of Cambridge.",
				tokens: [
					{ type: "PER", start: 0, end: 12 },
					{ type: "PER", start: 25, end: 40 },
					{ type: "LOC", start: 44, end: 50 },
					{ type: "MISC", start: 58, end: 75 },
					{ type: "ORG", start: 108, end: 131 },
				],
			},
		],
	},
	widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
	youtubeId: "wVHdVlPScxA",
};

export default content;
