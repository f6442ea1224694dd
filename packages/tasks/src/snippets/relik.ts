import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Michael Jordan was one of the best players in the NBA.";

/** ReLiK: load a retriever-reader pipeline and link the entities (or relations) of one sentence. */
export const relik: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Extract entities and relations",
			code`
				# pip install -U relik
				from relik import Relik

				relik = Relik.from_pretrained(${py(model.id)})
				output = relik(${py(text)})
				print(output.spans)
			`,
		),
	];
};
