import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * SEED-Story: the repository's inference scripts read their checkpoints from `./pretrained`: the
 * SEED-Story weights of `model.id`, SD-XL base, Qwen-VL-Chat (whose visual encoder is extracted
 * once) and the gated Llama-2-7b-hf base model. Then the story generation script runs.
 */
export const seedStory: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Generate a multimodal story",
		code: code`
			# git clone https://github.com/TencentARC/SEED-Story.git && cd SEED-Story && pip install -r requirements.txt
			hf download ${sh(model.id)} --local-dir ./pretrained
			hf download stabilityai/stable-diffusion-xl-base-1.0 --local-dir ./pretrained/stable-diffusion-xl-base-1.0
			hf download Qwen/Qwen-VL-Chat --local-dir ./pretrained/Qwen-VL-Chat
			# Llama-2-7b-hf is gated: accept its license on the hub and log in (hf auth login) first.
			hf download meta-llama/Llama-2-7b-hf --local-dir ./pretrained/Llama-2-7b-hf
			python3 src/tools/reload_qwen_vit.py
			python3 src/inference/gen_george.py
		`,
	},
];
