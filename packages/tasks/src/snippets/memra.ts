import { lines, py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * memra: a Rust + CUDA inference server with an OpenAI-compatible API. The snippet downloads the
 * checkpoint and serves it under the model name `model` (see the project's cookbook for the
 * per-model and per-GPU settings).
 */
export const memra: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Serve the model",
		code: lines(
			"# Install the server first: curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh",
			"import os",
			"import subprocess",
			"",
			"from huggingface_hub import snapshot_download",
			"",
			`model_dir = snapshot_download(repo_id=${py(model.id)})`,
			"# Listens on http://127.0.0.1:8080/v1 (OpenAI-compatible chat completions)",
			'subprocess.run(["memra-server"], env={**os.environ, "MEMRA_MODELS": "model=" + model_dir}, check=True)',
		),
	},
];
