import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "It's dangerous to go alone!";

/** Model2Vec: load a static embedding model and embed one sentence. */
export const model2vec: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Embed text",
			code`
				# pip install -U model2vec
				from model2vec import StaticModel

				model = StaticModel.from_pretrained(${py(model.id)})
				embeddings = model.encode([${py(text)}])
				print(embeddings.shape)
			`,
		),
	];
};
