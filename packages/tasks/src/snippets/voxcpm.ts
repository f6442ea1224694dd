import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "VoxCPM is a tokenizer-free text-to-speech model that sounds remarkably natural.";

/** VoxCPM: load the text-to-speech model and speak one sentence. */
export const voxcpm: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Speak a sentence",
			code`
				# pip install -U voxcpm soundfile
				import soundfile as sf
				from voxcpm import VoxCPM

				model = VoxCPM.from_pretrained(${py(model.id)}, load_denoiser=False)
				wav = model.generate(text=${py(text)}, cfg_value=2.0, inference_timesteps=10)
				sf.write("output.wav", wav, model.tts_model.sample_rate)
			`,
		),
	];
};
