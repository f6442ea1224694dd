import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Barack Obama was born in Hawaii.";

/**
 * Stanza: hub repositories are named `stanza-<language>`; the language code selects the models
 * that `stanza.download` fetches and `stanza.Pipeline` loads.
 */
export const stanza: SnippetGenerator = (model) => {
	const lang = (model.id.split("/").pop() ?? model.id).replace(/^stanza-/, "");
	const text = model.widgetData?.find((w) => typeof w.text === "string")?.text ?? DEFAULT_TEXT;
	return [
		{
			language: "python",
			title: "Annotate a text",
			code: code`
				# pip install -U stanza
				import stanza

				stanza.download(${py(lang)})
				nlp = stanza.Pipeline(${py(lang)})
				doc = nlp(${py(text)})
				print(doc.entities)
			`,
		},
	];
};
