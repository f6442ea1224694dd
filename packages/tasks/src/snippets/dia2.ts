import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Dia2: streaming dialogue TTS; the script marks speakers with `[S1]`/`[S2]` and is written to a WAV file. */
export const dia2: SnippetGenerator = (model) => [
	python(
		"Generate a dialogue",
		code`
			# pip install git+https://github.com/nari-labs/dia2.git
			from dia2 import Dia2, GenerationConfig, SamplingConfig

			dia = Dia2.from_repo(${py(model.id)}, device="cuda", dtype="bfloat16")
			config = GenerationConfig(cfg_scale=2.0, audio=SamplingConfig(temperature=0.8, top_k=50))
			dia.generate("[S1] Hello from Dia2! [S2] Nice to hear you.", config=config, output_wav="dialogue.wav")
		`,
	),
];
