import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Apple is looking at buying a U.K. startup for $1 billion.";

/** What to print from the processed document, by pipeline tag. */
function result(model: ModelRecord) {
	switch (model.pipeline_tag) {
		case "text-classification":
			return "print(doc.cats)";
		case "sentence-similarity":
			return "print(doc.vector.shape)";
		default:
			return "print([(ent.text, ent.label_) for ent in doc.ents])";
	}
}

/**
 * spaCy: a pipeline on the hub is a wheel named after the repository
 * (`<name>-any-py3-none-any.whl`). The snippet downloads and installs it, loads it by name and
 * processes one text: entities, categories or the document vector, by pipeline tag.
 */
export const spacy: SnippetGenerator = (model) => {
	const name = model.id.split("/").pop() ?? model.id;
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Install the pipeline and process a text",
			code`
				# pip install -U spacy huggingface_hub
				import subprocess
				import sys

				import spacy
				from huggingface_hub import hf_hub_download

				wheel = hf_hub_download(repo_id=${py(model.id)}, filename=${py(`${name}-any-py3-none-any.whl`)})
				subprocess.check_call([sys.executable, "-m", "pip", "install", wheel])

				nlp = spacy.load(${py(name)})
				doc = nlp(${py(text)})
				${result(model)}
			`,
		),
	];
};
