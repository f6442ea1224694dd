import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** nobg: load a background-removal model and cut out one image. */
export const nobg: SnippetGenerator = (model) => [
	python(
		"Remove the background of an image",
		code`
			# pip install -U nobg
			from nobg import AutoModel

			model = AutoModel.from_pretrained(${py(model.id)})
			model.process("input.jpg").save("output.png")
		`,
	),
];
