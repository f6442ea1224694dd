import { code } from "./shared/code-template.ts";
import { py, sh } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { repoFileWithExtension } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * cortiq: `.cmf` model files run with the `cortiq` command-line runtime (Rust). The Python
 * snippet downloads the repository's `.cmf` file and runs one chat turn with it; when the file
 * listing names the `.cmf` file, a shell snippet does the same with the `hf` CLI.
 */
export const cortiq: SnippetGenerator = (model) => {
	const file = repoFileWithExtension(model, [".cmf"]);
	const prompt = "What is the capital of France?";
	return [
		python(
			"Run the model with the cortiq CLI",
			code`
				# cargo install cortiq-cli  (or a prebuilt binary from https://github.com/infosave2007/cmf/releases)
				# pip install -U huggingface_hub
				import subprocess
				from pathlib import Path

				from huggingface_hub import snapshot_download

				model_dir = snapshot_download(repo_id=${py(model.id)}, allow_patterns=["*.cmf"])
				model_file = next(Path(model_dir).rglob("*.cmf"))
				subprocess.run(["cortiq", "run", str(model_file), "--prompt", ${py(prompt)}], check=True)
			`,
		),
		...(file
			? [
					{
						language: "sh" as const,
						title: "Download and run from the shell",
						code: code`
							# cargo install cortiq-cli && pip install -U huggingface_hub
							hf download ${sh(model.id)} ${sh(file)} --local-dir cmf-model
							cortiq run ${sh(`cmf-model/${file}`)} --prompt ${sh(prompt)}
						`,
					},
				]
			: []),
	];
};
