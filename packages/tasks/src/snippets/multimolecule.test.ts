import { multimolecule } from "./multimolecule.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("multimolecule", multimolecule, [
	{
		name: "rna-fill-mask",
		model: {
			id: "multimolecule/rnafm",
			pipeline_tag: "fill-mask",
			tags: ["rna", "Biology"],
			mask_token: "<mask>",
			widgetData: [{ text: "gguc<mask>cucugguuagaccagaucugagccu" }],
		},
		contains: ["RnaTokenizer", 'pipeline("fill-mask"', '"gguc<mask>cucugguuagaccagaucugagccu"'],
		excludes: ["DnaTokenizer"],
	},
	{
		name: "dna",
		model: { id: "multimolecule/spliceai", tags: ["dna"] },
		contains: ["DnaTokenizer", "AutoModel.from_pretrained"],
		excludes: ["RnaTokenizer", "fill-mask"],
	},
]);
