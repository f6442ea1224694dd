import type { ModelRecord } from "../model-record.ts";
import { lines, py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * The SpeechBrain inference interfaces this generator knows: the module that defines each class
 * (SpeechBrain 1.x, `speechbrain.inference.*`) and the lines that use the loaded `model`.
 */
export const SPEECHBRAIN_INTERFACES: Record<string, { module: string; usage: readonly string[] }> = {
	EncoderClassifier: {
		module: "speechbrain.inference.classifiers",
		usage: ['out_prob, score, index, text_lab = model.classify_file("sample.wav")', "print(text_lab)"],
	},
	AudioClassifier: {
		module: "speechbrain.inference.classifiers",
		usage: ['out_prob, score, index, text_lab = model.classify_file("sample.wav")', "print(text_lab)"],
	},
	EncoderDecoderASR: {
		module: "speechbrain.inference.ASR",
		usage: ['print(model.transcribe_file("sample.wav"))'],
	},
	EncoderASR: {
		module: "speechbrain.inference.ASR",
		usage: ['print(model.transcribe_file("sample.wav"))'],
	},
	WhisperASR: {
		module: "speechbrain.inference.ASR",
		usage: ['print(model.transcribe_file("sample.wav"))'],
	},
	SpeakerRecognition: {
		module: "speechbrain.inference.speaker",
		usage: ['score, same_speaker = model.verify_files("speaker_a.wav", "speaker_b.wav")', "print(score, same_speaker)"],
	},
	SepformerSeparation: {
		module: "speechbrain.inference.separation",
		usage: ['est_sources = model.separate_file(path="mixture.wav")', "print(est_sources.shape)"],
	},
	SpectralMaskEnhancement: {
		module: "speechbrain.inference.enhancement",
		usage: ['enhanced = model.enhance_file("noisy.wav")', "print(enhanced.shape)"],
	},
	WaveformEnhancement: {
		module: "speechbrain.inference.enhancement",
		usage: ['enhanced = model.enhance_file("noisy.wav")', "print(enhanced.shape)"],
	},
	Tacotron2: {
		module: "speechbrain.inference.TTS",
		usage: [
			'mel_output, mel_length, alignment = model.encode_text("Hello, how are you doing?")',
			"# Turn the spectrogram into a 22050 Hz waveform with a vocoder such as speechbrain/tts-hifigan-ljspeech",
			"print(mel_output.shape)",
		],
	},
	HIFIGAN: {
		module: "speechbrain.inference.vocoders",
		usage: [
			"import torch",
			"",
			"mel_specs = torch.rand(2, 80, 298)  # a batch of mel spectrograms",
			"waveforms = model.decode_batch(mel_specs)  # 22050 Hz for the LJSpeech vocoders",
			"print(waveforms.shape)",
		],
	},
};

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
	const spec = SPEECHBRAIN_INTERFACES[name];
	if (!spec) return [notice("interface in config.json invalid")];
	const usage = [...spec.usage];
	const leadingImports: string[] = [];
	while (usage[0]?.startsWith("import ")) leadingImports.push(usage.shift() ?? "");
	if (usage[0] === "") usage.shift();
	return [
		{
			language: "python",
			title: `Load the ${name} interface`,
			code: lines(
				"# pip install -U speechbrain",
				...leadingImports,
				`from ${spec.module} import ${name}`,
				"",
				`model = ${name}.from_hparams(source=${py(model.id)})`,
				...usage,
			),
		},
	];
};
