import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * LTX-2: the reference pipelines are command-line modules that take checkpoint, upsampler and
 * text-encoder paths; the snippet downloads this repository and shows the command to run.
 */
export const ltx: SnippetGenerator = (model) => [
	python(
		"Download the checkpoints",
		code`
			# pip install -U ltx-pipelines
			from huggingface_hub import snapshot_download

			model_dir = snapshot_download(repo_id=${py(model.id)})
			print(model_dir)

			# Then pass the checkpoint, spatial upsampler and Gemma text-encoder paths to a pipeline, e.g.:
			# python -m ltx_pipelines.ti2vid_two_stages --checkpoint-path <checkpoint.safetensors> --prompt "A sunset over the ocean" --output-path output.mp4 ...
			# python -m ltx_pipelines.ti2vid_two_stages --help  lists every option; see https://github.com/Lightricks/LTX-2
		`,
	),
];
