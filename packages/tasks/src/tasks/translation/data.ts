import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Translation converts text written in one language into another while keeping its meaning, tone and formatting. " +
		"Dedicated models are sequence-to-sequence networks: an encoder reads the source sentence and a decoder writes the target sentence word by word. " +
		"Some cover a single language pair, others such as NLLB or mBART handle hundreds of directions in one model, and large general chat models translate well too, which is why this page points to text generation as its canonical task. " +
		"Translation also extends to code, for instance converting Java functions into C#.",
	datasets: [
		{
			id: "Helsinki-NLP/opus_books",
			description:
				"Aligned sentences from copyright-free books in many language pairs, from the OPUS collection. Small enough to fine-tune on quickly.",
		},
		{
			id: "google/code_x_glue_cc_code_to_code_trans",
			description:
				"Part of the CodeXGLUE benchmark: pairs of equivalent Java and C# functions for training and testing code-to-code translation.",
		},
		{
			id: "wmt/wmt14",
			description:
				"News translation data from the 2014 Workshop on Machine Translation; its English–German and English–French test sets are still widely reported.",
		},
		{
			id: "openlanguagedata/flores_plus",
			description:
				"The same set of sentences professionally translated into more than 200 languages, the usual benchmark for many-to-many and low-resource translation.",
		},
	],
	models: [
		{
			id: "facebook/nllb-200-1.3B",
			description:
				"Meta's No Language Left Behind model, translating directly between any pair of 200 languages, many of them low-resource.",
		},
		{
			id: "google-t5/t5-base",
			description:
				"The T5 text-to-text model; its multitask pre-training included English to German, French and Romanian translation with a task prefix.",
		},
		{
			id: "facebook/mbart-large-50-many-to-many-mmt",
			description:
				"mBART-50 fine-tuned for many-to-many translation between 50 languages; you choose the target by forcing its language token.",
		},
		{
			id: "Helsinki-NLP/opus-mt-en-de",
			description:
				"One of the compact single-pair Marian models trained on OPUS data. Fast enough for CPU and a good pick when you need only one direction.",
		},
	],
	spaces: [
		{
			id: "Iker/Translate-100-languages",
			description:
				"Translates text between about 100 languages with a many-to-many model and lets you choose both languages.",
		},
		{
			id: "Geonmo/nllb-translation-demo",
			description:
				"A simple interface to the NLLB-200 models: paste text, pick source and target languages, get a translation.",
		},
	],
	metrics: [
		{
			id: "bleu",
			description:
				"Counts n-gram overlap between the output and one or more reference translations, with a brevity penalty. Fast and widespread, but blind to paraphrases.",
		},
		{
			id: "sacrebleu",
			description:
				"A standardised BLEU implementation with fixed tokenisation, so that scores from different papers and systems can be compared fairly.",
		},
		{
			id: "chrf",
			description:
				"Character n-gram F-score. More forgiving of inflection than BLEU, which makes it better suited to morphologically rich languages.",
		},
		{
			id: "comet",
			description:
				"A learned metric that scores a translation with a neural model given the source and a reference; it correlates better with human judgement than overlap metrics.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input (English)", content: "The museum opens at nine and is closed on Mondays." }],
		outputs: [
			{ type: "text", label: "Output (German)", content: "Das Museum öffnet um neun Uhr und ist montags geschlossen." },
		],
	},
	widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
	youtubeId: "1JvfrvZgi6c",
	canonicalId: "text-generation",
};

export default content;
