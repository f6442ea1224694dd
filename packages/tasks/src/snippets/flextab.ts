import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * FlexTab: no loading API could be confirmed from the project's documentation, so the snippet
 * downloads the checkpoint and points to the project for inference.
 */
export const flextab: SnippetGenerator = (model) => [
	python(
		"Download the model",
		code`
			# pip install -U huggingface_hub
			from huggingface_hub import snapshot_download

			model_dir = snapshot_download(repo_id=${py(model.id)})
			print(model_dir)
			# Load the checkpoint with the FlexTab code: https://github.com/SAP-samples/flextab
		`,
	),
];
