import { spacy } from "./spacy.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("spacy", spacy, [
	{
		name: "ner",
		model: { id: "spacy/en_core_web_sm", pipeline_tag: "token-classification" },
		contains: ['filename="en_core_web_sm-any-py3-none-any.whl"', 'spacy.load("en_core_web_sm")', "doc.ents"],
	},
	{
		name: "textcat",
		model: { id: "acme/en_textcat_demo", pipeline_tag: "text-classification" },
		contains: ["doc.cats"],
		excludes: ["doc.ents"],
	},
]);
