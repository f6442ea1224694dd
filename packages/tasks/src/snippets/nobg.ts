import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/** nobg: load a background-removal model and cut out one image. */
export const nobg: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Remove the background of an image",
		code: code`
			# pip install -U nobg
			from nobg import AutoModel

			model = AutoModel.from_pretrained(${py(model.id)})
			model.process("input.jpg").save("output.png")
		`,
	},
];
