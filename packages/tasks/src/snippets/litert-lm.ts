import { code } from "./shared/code-template.ts";
import { py, sh } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { repoFileWithExtension } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * LiteRT-LM: on-device LLM runtime. The Python snippet downloads the repository's `.litertlm`
 * file and holds one conversation turn; when the file listing names a `.litertlm` file, a
 * command-line snippet runs the same prompt with the `litert-lm` tool.
 */
export const litertLm: SnippetGenerator = (model) => {
	const file = repoFileWithExtension(model, [".litertlm"]);
	return [
		python(
			"Chat with the model",
			code`
				# pip install -U litert-lm-api huggingface_hub
				from pathlib import Path

				import litert_lm
				from huggingface_hub import snapshot_download

				model_dir = snapshot_download(repo_id=${py(model.id)}, allow_patterns=["*.litertlm"])
				model_file = next(Path(model_dir).rglob("*.litertlm"))
				with litert_lm.Engine(str(model_file)) as engine, engine.create_conversation() as conversation:
				    response = conversation.send_message("What is the capital of France?")
				    print(response["content"][0]["text"])
			`,
		),
		...(file
			? [
					{
						language: "sh" as const,
						title: "Run with the command-line tool",
						code: code`
							# pip install -U litert-lm
							litert-lm run --from-huggingface-repo=${sh(model.id)} ${sh(file)} --prompt='What is the capital of France?'
						`,
					},
				]
			: []),
	];
};
