import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Barack Obama was born in Hawaii.";

/**
 * Stanza: hub repositories are named `stanza-<language>`; the language code selects the models
 * that `stanza.download` fetches and `stanza.Pipeline` loads.
 */
export const stanza: SnippetGenerator = (model) => {
	const lang = (model.id.split("/").pop() ?? model.id).replace(/^stanza-/, "");
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Annotate a text",
			code`
				# pip install -U stanza
				import stanza

				stanza.download(${py(lang)})
				nlp = stanza.Pipeline(${py(lang)})
				doc = nlp(${py(text)})
				print(doc.entities)
			`,
		),
	];
};
