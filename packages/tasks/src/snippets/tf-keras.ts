import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * tf-keras (Keras 2): download the repository (a SavedModel folder) and load it with `tf_keras`.
 * huggingface_hub 1.x no longer ships a Keras 2 loader, so the download is explicit. The tf-keras
 * package declares no dependency on TensorFlow, its backend, so the install line names it.
 */
export const tfKeras: SnippetGenerator = (model) => [
	python(
		"Load the model",
		code`
			# pip install -U tensorflow tf-keras huggingface_hub
			import tf_keras
			from huggingface_hub import snapshot_download

			local_dir = snapshot_download(repo_id=${py(model.id)})
			model = tf_keras.models.load_model(local_dir)
			model.summary()
		`,
	),
];
