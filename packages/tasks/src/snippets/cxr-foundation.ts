import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * CXR Foundation: TensorFlow SavedModels for chest X-ray embeddings. The snippet downloads the
 * ELIXR-C image encoder and embeds one PNG wrapped in a serialized `tf.train.Example`.
 */
export const cxrFoundation: SnippetGenerator = (model) => [
	python(
		"Embed a chest X-ray",
		code`
			# pip install -U tensorflow huggingface_hub
			import os

			import tensorflow as tf
			from huggingface_hub import snapshot_download

			model_dir = snapshot_download(repo_id=${py(model.id)}, allow_patterns=["elixr-c-v2-pooled/*"])
			encoder = tf.saved_model.load(os.path.join(model_dir, "elixr-c-v2-pooled"))

			with open("chest_xray.png", "rb") as image_file:  # a grayscale PNG
			    png_bytes = image_file.read()
			example = tf.train.Example(
			    features=tf.train.Features(
			        feature={
			            "image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[png_bytes])),
			            "image/format": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"png"])),
			        }
			    )
			)
			output = encoder.signatures["serving_default"](input_example=tf.constant([example.SerializeToString()]))
			print(output["feature_maps_0"].shape)
		`,
	),
];
