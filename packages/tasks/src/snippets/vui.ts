import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_CHECKPOINT = "vui-nano.safetensors";
const DEFAULT_TEXT = "So the thing about this is, it's not what you'd expect.";

/**
 * Vui: the engine loads a checkpoint file (a local path works), so the snippet downloads the
 * repository's first `.safetensors` checkpoint (or `.pt`, or `vui-nano.safetensors`) and renders
 * one line. CUDA only.
 */
export const vui: SnippetGenerator = (model) => {
	const files = model.siblings?.map((s) => s.rfilename) ?? [];
	const checkpoint =
		files.find((f) => f.endsWith(".safetensors")) ?? files.find((f) => f.endsWith(".pt")) ?? DEFAULT_CHECKPOINT;
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Render a line of speech",
			code`
				# pip install -U git+https://github.com/fluxions-ai/vui
				from huggingface_hub import hf_hub_download
				from torchcodec.encoders import AudioEncoder
				from vui.engine import Engine, GenConfig
				from vui.qwen_codec import SAMPLE_RATE

				checkpoint = hf_hub_download(repo_id=${py(model.id)}, filename=${py(checkpoint)})
				engine = Engine(checkpoint)
				with engine.new_row() as row:
				    # For a particular voice, first prefill the row with a voice prompt (docs/python-api.md).
				    codes, audio = row.render(${py(text)}, GenConfig(temperature=0.7, max_secs=10))
				AudioEncoder(audio.squeeze().cpu().float().unsqueeze(0), sample_rate=SAMPLE_RATE).to_file("out.wav")
			`,
		),
	];
};
