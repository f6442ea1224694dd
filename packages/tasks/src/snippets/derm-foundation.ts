import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Derm Foundation: a TensorFlow SavedModel that turns a skin image into a 6144-dimensional
 * embedding; the input is a serialized `tf.train.Example` holding the PNG bytes.
 */
export const dermFoundation: SnippetGenerator = (model) => [
	python(
		"Embed a skin image",
		code`
			# pip install -U tensorflow huggingface_hub pillow
			from io import BytesIO

			import tensorflow as tf
			from huggingface_hub import snapshot_download
			from PIL import Image

			model = tf.saved_model.load(snapshot_download(repo_id=${py(model.id)}))

			buffer = BytesIO()
			Image.open("skin.png").convert("RGB").save(buffer, "PNG")
			example = tf.train.Example(
			    features=tf.train.Features(feature={"image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[buffer.getvalue()]))})
			)
			output = model.signatures["serving_default"](inputs=tf.constant([example.SerializeToString()]))
			embedding = output["embedding"].numpy().flatten()
			print(embedding.shape)
		`,
	),
];
