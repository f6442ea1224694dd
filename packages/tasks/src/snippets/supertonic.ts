import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Supertonic is a lightning fast, on-device TTS system.";

/**
 * Supertonic: the Python SDK downloads its released ONNX model from the hub on first use (it does
 * not take a repository id) and speaks with a preset voice.
 */
export const supertonic: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Speak a sentence",
			code`
				# pip install -U supertonic
				from supertonic import TTS

				# The SDK fetches its released model from the hub on the first run.
				tts = TTS(auto_download=True)
				style = tts.get_voice_style(voice_name="M1")
				wav, duration = tts.synthesize(text=${py(text)}, lang="en", voice_style=style)
				tts.save_audio(wav, "output.wav")
				print(duration)
			`,
		),
	];
};
