import { lines, py } from "./shared/literals.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** EDS-NLP: load a packaged pipeline from the hub and annotate one text. */
export const edsnlp: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Annotate a text",
		code: lines(
			"# pip install -U edsnlp",
			"import edsnlp",
			"",
			`nlp = edsnlp.load(${py(model.id)})`,
			`doc = nlp(${py(exampleText(model, "Le patient est admis pour une pneumopathie."))})`,
			"for entity in doc.ents:",
			"    print(entity.text, entity.label_)",
		),
	},
];
