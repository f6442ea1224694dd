import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * memra: a Rust + CUDA inference server with an OpenAI-compatible API. `MEMRA_MODELS` takes
 * `alias=hf:owner/repo`, so the server downloads the repository itself (with the `hf` CLI) and
 * serves it under the model name `model`.
 */
export const memra: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Serve the model",
		code: code`
			# curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh
			# pip install -U huggingface_hub  (memra downloads hf: models with the hf CLI)
			# A repository with several GGUF files needs a quant suffix, e.g. hf:owner/repo:Q4_K_M
			# Serves OpenAI-compatible chat completions under /v1 on port 8080
			MEMRA_MODELS=${sh(`model=hf:${model.id}`)} memra-server
		`,
	},
];
