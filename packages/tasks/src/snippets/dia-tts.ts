import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Dia: text-to-dialogue; speakers are marked `[S1]`/`[S2]` in the script. */
export const diaTts: SnippetGenerator = (model) => [
	python(
		"Generate a dialogue",
		code`
			# pip install git+https://github.com/nari-labs/dia.git
			from dia.model import Dia

			model = Dia.from_pretrained(${py(model.id)}, compute_dtype="float16")
			text = "[S1] Dia turns a script into speech. [S2] Two voices, one model. (laughs) [S1] Try it."
			output = model.generate(text, verbose=True)
			model.save_audio("dialogue.mp3", output)
		`,
	),
];
