import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * mamba-ssm: load a Mamba language model with the library's own LM head and generate text. The
 * original Mamba checkpoints ship without a tokenizer and use the GPT-NeoX one.
 */
export const mambaSsm: SnippetGenerator = (model) => [
	python(
		"Generate text",
		code`
			# pip install -U mamba-ssm causal-conv1d transformers
			import torch
			from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel
			from transformers import AutoTokenizer

			tokenizer = AutoTokenizer.from_pretrained("EleutherAI/gpt-neox-20b")
			model = MambaLMHeadModel.from_pretrained(${py(model.id)}, device="cuda", dtype=torch.float16)

			input_ids = tokenizer(${py(exampleText(model, "The capital of France is"))}, return_tensors="pt").input_ids.to("cuda")
			output_ids = model.generate(input_ids=input_ids, max_length=64)
			print(tokenizer.decode(output_ids[0]))
		`,
	),
];
