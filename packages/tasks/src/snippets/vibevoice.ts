import { lines, sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/** VibeVoice: synthesize one of the repository's example scripts with the model, from the command line. */
export const vibevoice: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Generate speech from a script",
		code: lines(
			"# git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice && pip install -e .",
			`python demo/inference_from_file.py --model_path ${sh(model.id)} \\`,
			"    --txt_path demo/text_examples/2p_music.txt --speaker_names Alice Frank",
		),
	},
];
