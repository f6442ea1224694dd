import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** KittenTTS: a small CPU text-to-speech model; generates 24 kHz audio for one sentence. */
export const kittentts: SnippetGenerator = (model) => [
	python(
		"Synthesize speech",
		code`
			# pip install https://github.com/KittenML/KittenTTS/releases/download/0.8.1/kittentts-0.8.1-py3-none-any.whl soundfile
			import soundfile as sf
			from kittentts import KittenTTS

			tts = KittenTTS(${py(model.id)})
			# Voice names differ between model releases; list them with tts.available_voices
			audio = tts.generate(${py(exampleText(model, "This high quality speech model runs without a GPU."))}, voice=tts.available_voices[0])
			sf.write("output.wav", audio, 24000)
		`,
	),
];
