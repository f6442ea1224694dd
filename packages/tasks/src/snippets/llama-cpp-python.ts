import { lines, py, pyValue } from "./shared/literals.ts";
import { GGUF_FALLBACK_PATTERN, ggufFile, ggufOtherShards } from "./shared/gguf-file.ts";
import { hasChatTemplate } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * llama-cpp-python: download a GGUF file of the repository and run it, as a chat when the model
 * has a chat template (tag or GGUF header), else as plain completion. A split model downloads
 * its other shards too (`additional_files`).
 */
export const llamaCppPython: SnippetGenerator = (model) => {
	const chat =
		hasChatTemplate(model) || (typeof model.gguf?.chat_template === "string" && model.gguf.chat_template !== "");
	const file = ggufFile(model);
	const otherShards = ggufOtherShards(model, file);
	return [
		{
			language: "python",
			title: chat ? "Chat with the model" : "Complete text",
			code: lines(
				"# pip install -U llama-cpp-python huggingface_hub",
				"from llama_cpp import Llama",
				"",
				file === GGUF_FALLBACK_PATTERN && "# The pattern must match exactly one GGUF file of the repository.",
				"llm = Llama.from_pretrained(",
				`    repo_id=${py(model.id)},`,
				`    filename=${py(file)},`,
				otherShards.length > 0 && `    additional_files=${pyValue(otherShards, 1)},`,
				")",
				...(chat
					? [
							"output = llm.create_chat_completion(",
							'    messages=[{"role": "user", "content": "What is the capital of France?"}],',
							")",
							'print(output["choices"][0]["message"]["content"])',
						]
					: ['output = llm("The capital of France is", max_tokens=32)', 'print(output["choices"][0]["text"])']),
			),
		},
	];
};
