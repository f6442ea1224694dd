import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** Cartesia MLX: run a Cartesia language model (Rene, Mamba2, Llamba) on Apple silicon and stream text. */
export const cartesiaMlx: SnippetGenerator = (model) => [
	python(
		"Generate text on Apple silicon",
		code`
			# pip install -U cartesia-mlx
			import cartesia_mlx as cmx
			import mlx.core as mx

			model = cmx.from_pretrained(${py(model.id)})
			model.set_dtype(mx.float32)

			for text in model.generate(${py(exampleText(model, "Rene Descartes was"))}, max_tokens=200, top_p=0.99, temperature=0.85):
			    print(text, end="", flush=True)
		`,
	),
];
