import { code, type Code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { exampleText } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Recent research at Harvard has shown meditating can make a difference.";
const INSTALL = "# pip install -U TensorFlowTTS";

type Kind = "tacotron" | "fastspeech" | "vocoder" | "unknown";

/** The architecture family, from the repository name, then the `mel-to-wav` tag. */
function kind(model: ModelRecord): Kind {
	const name = (model.id.split("/").pop() ?? model.id).toLowerCase();
	if (name.includes("tacotron")) return "tacotron";
	if (name.includes("fastspeech")) return "fastspeech";
	if (/melgan|hifigan|mb_melgan/.test(name) || model.tags?.includes("mel-to-wav")) return "vocoder";
	return "unknown";
}

function text(model: ModelRecord): Code {
	return py(exampleText(model, DEFAULT_TEXT));
}

function textToMel(model: ModelRecord, family: "tacotron" | "fastspeech"): GeneratedSnippet {
	const run =
		family === "tacotron"
			? code`
					_, mel_outputs, stop_tokens, alignments = text2mel.inference(
					    input_ids=ids,
					    input_lengths=tf.convert_to_tensor([len(input_ids)], tf.int32),
					    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
					)
				`
			: code`
					mel_before, mel_outputs, durations, _, _ = text2mel.inference(
					    input_ids=ids,
					    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
					    speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
					    f0_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
					    energy_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
					)
				`;
	return {
		language: "python",
		title: "Turn text into a mel spectrogram",
		code: code`
			${INSTALL}
			import tensorflow as tf
			from tensorflow_tts.inference import AutoProcessor, TFAutoModel

			processor = AutoProcessor.from_pretrained(${py(model.id)})
			text2mel = TFAutoModel.from_pretrained(${py(model.id)})

			input_ids = processor.text_to_sequence(${text(model)})
			ids = tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0)
			${run}
			print(mel_outputs.shape)  # pass it to a vocoder such as MB-MelGAN
		`,
	};
}

function vocoder(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Turn a mel spectrogram into audio",
		code: code`
			${INSTALL}
			import tensorflow as tf
			from tensorflow_tts.inference import TFAutoModel

			vocoder = TFAutoModel.from_pretrained(${py(model.id)})
			mel = tf.random.uniform([1, 200, 80])  # a [batch, frames, 80] mel spectrogram from a text-to-mel model
			audio = tf.squeeze(vocoder.inference(mel))  # the waveform
			print(audio.shape)
		`,
	};
}

function generic(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Load the model",
		code: code`
			${INSTALL}
			from tensorflow_tts.inference import TFAutoModel

			model = TFAutoModel.from_pretrained(${py(model.id)})
			model.summary()
			# Text-to-mel models (Tacotron 2, FastSpeech 2) also ship a processor: AutoProcessor.from_pretrained(...).
		`,
	};
}

/**
 * TensorFlowTTS: text-to-mel models (Tacotron 2, FastSpeech 2, by repository name) turn text into
 * a mel spectrogram with their processor; vocoders (MelGAN family, or tagged `mel-to-wav`) turn a
 * mel spectrogram into audio; other models are loaded.
 */
export const tensorflowtts: SnippetGenerator = (model) => {
	const family = kind(model);
	if (family === "tacotron" || family === "fastspeech") return [textToMel(model, family)];
	if (family === "vocoder") return [vocoder(model)];
	return [generic(model)];
};
