import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { isTask } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** The ESPnet model types this generator supports, by task tag. */
export const ESPNET_TASKS = ["text-to-speech", "automatic-speech-recognition"] as const;

/** The ESPnet model type (the first supported task the model declares), or `undefined`. */
export function espnetTask(model: ModelRecord): (typeof ESPNET_TASKS)[number] | undefined {
	return ESPNET_TASKS.find((task) => isTask(model, task));
}

function textToSpeech(id: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Synthesize speech",
		code: code`
			# pip install -U espnet espnet_model_zoo soundfile
			import soundfile as sf
			from espnet2.bin.tts_inference import Text2Speech

			text2speech = Text2Speech.from_pretrained(${py(id)})
			speech = text2speech("Hello, how are you doing?")["wav"]
			# text2speech.fs is the model's sample rate (often 22050 Hz)
			sf.write("output.wav", speech.numpy(), text2speech.fs)
		`,
	};
}

function speechRecognition(id: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Transcribe audio",
		code: code`
			# pip install -U espnet espnet_model_zoo soundfile
			import soundfile as sf
			from espnet2.bin.asr_inference import Speech2Text

			speech2text = Speech2Text.from_pretrained(${py(id)})
			speech, rate = sf.read("sample.wav")
			text, tokens, token_ids, hypothesis = speech2text(speech)[0]
			print(text)
		`,
	};
}

/** ESPnet: text-to-speech or speech recognition through the `espnet2` inference classes. */
export const espnet: SnippetGenerator = (model) => {
	switch (espnetTask(model)) {
		case "text-to-speech":
			return [textToSpeech(model.id)];
		case "automatic-speech-recognition":
			return [speechRecognition(model.id)];
		default:
			return [notice("unknown model type (must be text-to-speech or automatic-speech-recognition)")];
	}
};
