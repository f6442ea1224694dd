import { code } from "./shared/code-template.ts";
import { py, pyValue } from "./shared/literals.ts";
import { GGUF_FALLBACK_PATTERN, ggufFile, ggufOtherShards } from "./shared/gguf-file.ts";
import { python } from "./shared/python-snippet.ts";
import { hasChatTemplate } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** The comment above the loader when the file is the fallback pattern (with its line break). */
const FALLBACK_WARNING = "# The pattern must match exactly one GGUF file of the repository.\n";
/** The call and print of each kind of model. */
const CHAT =
	'output = llm.create_chat_completion(\n    messages=[{"role": "user", "content": "What is the capital of France?"}],\n)\nprint(output["choices"][0]["message"]["content"])';
const COMPLETION = 'output = llm("The capital of France is", max_tokens=32)\nprint(output["choices"][0]["text"])';

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
	const files =
		otherShards.length > 0
			? code`
					    filename=${py(file)},
					    additional_files=${pyValue(otherShards, 1)},
				`
			: code`    filename=${py(file)},`;
	return [
		python(
			chat ? "Chat with the model" : "Complete text",
			code`
				# pip install -U llama-cpp-python huggingface_hub
				from llama_cpp import Llama

				${file === GGUF_FALLBACK_PATTERN ? FALLBACK_WARNING : ""}llm = Llama.from_pretrained(
				    repo_id=${py(model.id)},
				${files}
				)
				${chat ? CHAT : COMPLETION}
			`,
		),
	];
};
