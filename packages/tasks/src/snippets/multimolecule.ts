import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** The tokenizer class and an example sequence per molecule type, chosen by tag. */
const MOLECULES = [
	{ tag: "dna", tokenizer: "DnaTokenizer", sequence: "ATCGATCGATCGATCGATCG" },
	{ tag: "rna", tokenizer: "RnaTokenizer", sequence: "UAGCUUAUCAGACUGAUGUUGA" },
] as const;

function molecule(model: ModelRecord) {
	const tags = new Set((model.tags ?? []).map((t) => t.toLowerCase()));
	return MOLECULES.find((m) => tags.has(m.tag)) ?? MOLECULES[1];
}

function embeddings(model: ModelRecord): GeneratedSnippet {
	const { tokenizer, sequence } = molecule(model);
	return {
		language: "python",
		title: "Embed a sequence",
		code: code`
			# pip install -U multimolecule
			from multimolecule import ${tokenizer}
			from transformers import AutoModel

			# Importing multimolecule registers its models with the transformers Auto classes.
			tokenizer = ${tokenizer}.from_pretrained(${py(model.id)})
			model = AutoModel.from_pretrained(${py(model.id)})

			inputs = tokenizer(${py(sequence)}, return_tensors="pt")
			outputs = model(**inputs)
			print(outputs.last_hidden_state.shape)
		`,
	};
}

function fillMask(model: ModelRecord): GeneratedSnippet {
	const { tokenizer, sequence } = molecule(model);
	const maskToken = model.mask_token ?? "<mask>";
	const example = model.widgetData?.find((w) => typeof w.text === "string" && w.text.includes(maskToken))?.text;
	const text = example ?? `${sequence.slice(0, 4)}${maskToken}${sequence.slice(5)}`;
	return {
		language: "python",
		title: "Fill the masked position",
		code: code`
			# pip install -U multimolecule
			from multimolecule import ${tokenizer}
			from transformers import pipeline

			tokenizer = ${tokenizer}.from_pretrained(${py(model.id)})
			unmasker = pipeline("fill-mask", model=${py(model.id)}, tokenizer=tokenizer)
			print(unmasker(${py(text)}))
		`,
	};
}

/**
 * MultiMolecule: DNA or RNA language models (by tag; RNA when neither). Embeddings for every
 * model, plus a fill-mask example for fill-mask models.
 */
export const multimolecule: SnippetGenerator = (model) =>
	model.pipeline_tag === "fill-mask" ? [embeddings(model), fillMask(model)] : [embeddings(model)];
