import type { ModelRecord } from "../model-record.ts";
import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * The SpeechBrain inference interfaces this generator knows: the module that defines each class
 * (SpeechBrain 1.x, `speechbrain.inference.*`), the imports its example needs besides the class, and
 * the lines that use the loaded `model` (lines joined with line breaks).
 */
export const SPEECHBRAIN_INTERFACES = {
	EncoderClassifier: {
		module: "speechbrain.inference.classifiers",
		usage: 'out_prob, score, index, text_lab = model.classify_file("sample.wav")\nprint(text_lab)',
	},
	AudioClassifier: {
		module: "speechbrain.inference.classifiers",
		usage: 'out_prob, score, index, text_lab = model.classify_file("sample.wav")\nprint(text_lab)',
	},
	EncoderDecoderASR: {
		module: "speechbrain.inference.ASR",
		usage: 'print(model.transcribe_file("sample.wav"))',
	},
	EncoderASR: {
		module: "speechbrain.inference.ASR",
		usage: 'print(model.transcribe_file("sample.wav"))',
	},
	WhisperASR: {
		module: "speechbrain.inference.ASR",
		usage: 'print(model.transcribe_file("sample.wav"))',
	},
	SpeakerRecognition: {
		module: "speechbrain.inference.speaker",
		usage: 'score, same_speaker = model.verify_files("speaker_a.wav", "speaker_b.wav")\nprint(score, same_speaker)',
	},
	SepformerSeparation: {
		module: "speechbrain.inference.separation",
		usage: 'est_sources = model.separate_file(path="mixture.wav")\nprint(est_sources.shape)',
	},
	SpectralMaskEnhancement: {
		module: "speechbrain.inference.enhancement",
		usage: 'enhanced = model.enhance_file("noisy.wav")\nprint(enhanced.shape)',
	},
	WaveformEnhancement: {
		module: "speechbrain.inference.enhancement",
		usage: 'enhanced = model.enhance_file("noisy.wav")\nprint(enhanced.shape)',
	},
	Tacotron2: {
		module: "speechbrain.inference.TTS",
		usage:
			'mel_output, mel_length, alignment = model.encode_text("Hello, how are you doing?")\n# Turn the spectrogram into a 22050 Hz waveform with a vocoder such as speechbrain/tts-hifigan-ljspeech\nprint(mel_output.shape)',
	},
	HIFIGAN: {
		module: "speechbrain.inference.vocoders",
		imports: "import torch",
		usage:
			"mel_specs = torch.rand(2, 80, 298)  # a batch of mel spectrograms\nwaveforms = model.decode_batch(mel_specs)  # 22050 Hz for the LJSpeech vocoders\nprint(waveforms.shape)",
	},
} as const satisfies Record<string, { module: string; imports?: string; usage: string }>;

/** The model's SpeechBrain interface name from `config.speechbrain.speechbrain_interface`, when set. */
export function speechbrainInterfaceName(model: ModelRecord): string | undefined {
	const name = model.config?.speechbrain?.speechbrain_interface;
	return typeof name === "string" && name.length > 0 ? name : undefined;
}

/** SpeechBrain: load the model through its declared inference interface and run it on a file. */
export const speechbrain: SnippetGenerator = (model) => {
	const name = speechbrainInterfaceName(model);
	if (!name) return [notice("interface not specified in config.json")];
	if (!Object.hasOwn(SPEECHBRAIN_INTERFACES, name)) return [notice("interface in config.json invalid")];
	const className = name as keyof typeof SPEECHBRAIN_INTERFACES;
	const spec = SPEECHBRAIN_INTERFACES[className];
	const load = code`
		from ${spec.module} import ${className}

		model = ${className}.from_hparams(source=${py(model.id)})
		${spec.usage}
	`;
	return [
		python(
			`Load the ${name} interface`,
			code`
				# pip install -U speechbrain
				${
					"imports" in spec
						? code`
					${spec.imports}
					${load}
				`
						: load
				}
			`,
		),
	];
};
