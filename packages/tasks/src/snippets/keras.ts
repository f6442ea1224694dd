import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/** Keras 3: load a saved model straight from the hub with the `hf://` scheme. */
export const keras: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Load the model",
		code: code`
			# pip install -U keras huggingface_hub
			import keras

			model = keras.saving.load_model(${py(`hf://${model.id}`)})
			model.summary()
		`,
	},
];
