import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Asteroid: load a source-separation model from the hub and separate a mixture file. */
export const asteroid: SnippetGenerator = (model) => [
	python(
		"Separate the sources of a recording",
		code`
			# pip install -U asteroid
			from asteroid.models import BaseModel

			model = BaseModel.from_pretrained(${py(model.id)})
			# Writes one estimate per source next to the input file
			model.separate("mixture.wav")
		`,
	),
];
