import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Keras 3: load a saved model straight from the hub with the `hf://` scheme. */
export const keras: SnippetGenerator = (model) => [
	python(
		"Load the model",
		code`
			# pip install -U keras huggingface_hub
			import keras

			model = keras.saving.load_model(${py(`hf://${model.id}`)})
			model.summary()
		`,
	),
];
