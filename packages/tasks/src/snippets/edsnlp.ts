import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * EDS-NLP: load a packaged pipeline from the hub and annotate one text. `edsnlp.load` resolves
 * `owner/name` ids on the hub only with the `ml` extra installed.
 */
export const edsnlp: SnippetGenerator = (model) => [
	python(
		"Annotate a text",
		code`
			# pip install -U "edsnlp[ml]"  # the ml extra brings the hub loader's dependencies (huggingface_hub via transformers, torch)
			import edsnlp

			nlp = edsnlp.load(${py(model.id)})
			doc = nlp(${py(exampleText(model, "Le patient est admis pour une pneumopathie."))})
			for entity in doc.ents:
			    print(entity.text, entity.label_)
		`,
	),
];
