import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py, sh } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

function mlx(model: ModelRecord): GeneratedSnippet {
	// `-q` must match the quantization of the checkpoint; bf16 checkpoints take no `-q`.
	const quant = /-q4\b/.test(model.id) ? " -q 4" : /-q8\b/.test(model.id) ? " -q 8" : "";
	return {
		language: "sh",
		title: "Talk to Moshi locally (MLX, Apple silicon)",
		code: code`
			# pip install -U moshi_mlx
			python -m moshi_mlx.local${quant} --hf-repo ${sh(model.id)}
		`,
	};
}

function server(model: ModelRecord): GeneratedSnippet {
	return {
		language: "sh",
		title: "Start the Moshi server",
		code: code`
			# pip install -U moshi
			python -m moshi.server --hf-repo ${sh(model.id)}
			# Then open http://localhost:8998 in your browser.
		`,
	};
}

function mimi(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Encode and decode audio with Mimi",
		code: code`
			# pip install -U moshi
			import torch
			from huggingface_hub import hf_hub_download
			from moshi.models import loaders

			mimi_weight = hf_hub_download(${py(model.id)}, loaders.MIMI_NAME)
			mimi = loaders.get_mimi(mimi_weight, device="cpu")
			mimi.set_num_codebooks(8)

			wav = torch.randn(1, 1, 24000)  # one second of 24 kHz mono audio, [batch, channels, samples]
			with torch.no_grad():
			    codes = mimi.encode(wav)
			    decoded = mimi.decode(codes)
			print(codes.shape, decoded.shape)
		`,
	};
}

/**
 * Moshi: MLX checkpoints (an id containing `-mlx`) run with `moshi_mlx`; the others with the
 * PyTorch server, plus the Mimi codec through the Python API.
 */
export const moshi: SnippetGenerator = (model) => {
	if (model.id.includes("-mlx")) return [mlx(model)];
	return [server(model), mimi(model)];
};
