import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** pxia: `AutoModel` reads the repository tags and returns the matching pxia class (GPT2 or ANN). */
export const pxia: SnippetGenerator = (model) => [
	python(
		"Load the model",
		code`
			# pip install -U pxia
			from pxia.auto import AutoModel

			model = AutoModel.from_pretrained(${py(model.id)})
			print(model)
		`,
	),
];
