import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * UniWorld (univa): the Qwen2.5-VL based model class of the repository loads from the hub with
 * `from_pretrained`; generation and editing additionally need FLUX and SigLIP, which the
 * repository's app wires together.
 */
export const univa: SnippetGenerator = (model) => [
	python(
		"Load the model",
		code`
			# git clone https://github.com/PKU-YuanGroup/UniWorld-V1.git && cd UniWorld-V1 && pip install -r requirements.txt
			import torch
			from transformers import AutoProcessor
			from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

			model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(${py(model.id)}, torch_dtype=torch.bfloat16).to("cuda")
			processor = AutoProcessor.from_pretrained(${py(model.id)})
			# Image generation and editing also need FLUX.1-dev and SigLIP; the repository's README runs them together.
		`,
	),
];
