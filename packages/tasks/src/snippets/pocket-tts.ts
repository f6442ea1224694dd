import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Hello world, this is a test.";

/**
 * Pocket TTS: `TTSModel.load_model()` chooses its checkpoint by language (a packaged config that
 * points at the hub weights), not by repository id, so the snippet loads the default English
 * model and speaks one sentence with a catalogue voice.
 */
export const pocketTts: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Speak a sentence",
			code`
				# pip install -U pocket-tts scipy
				import scipy.io.wavfile
				from pocket_tts import TTSModel

				# load_model() selects the weights by language (default "english"); pass config= a local YAML for others.
				tts_model = TTSModel.load_model()
				voice_state = tts_model.get_state_for_audio_prompt("alba")
				audio = tts_model.generate_audio(voice_state, ${py(text)})
				scipy.io.wavfile.write("output.wav", tts_model.sample_rate, audio.numpy())
			`,
		),
	];
};
