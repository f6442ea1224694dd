import { lines, py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * cortiq: `.cmf` model files run with the `cortiq` command-line runtime (Rust). The snippet
 * downloads the repository's `.cmf` file and runs one chat turn with it.
 */
export const cortiq: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Run the model with the cortiq CLI",
		code: lines(
			"# cargo install cortiq-cli  (or a prebuilt binary from https://github.com/infosave2007/cmf/releases)",
			"import subprocess",
			"from pathlib import Path",
			"",
			"from huggingface_hub import snapshot_download",
			"",
			`model_dir = snapshot_download(repo_id=${py(model.id)}, allow_patterns=["*.cmf"])`,
			'model_file = next(Path(model_dir).rglob("*.cmf"))',
			'subprocess.run(["cortiq", "run", str(model_file), "--prompt", "What is the capital of France?"], check=True)',
		),
	},
];
