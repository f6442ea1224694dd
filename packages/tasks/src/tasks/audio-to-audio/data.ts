import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Audio-to-audio covers models that take a recording and return one or more new recordings derived from it. " +
		"Typical examples are speech enhancement, which removes background noise and echo, source separation, which splits a mix of speakers or instruments into separate tracks, and voice conversion, which makes speech sound like another speaker. " +
		"Unlike speech recognition, the output is sound rather than text, so quality is judged by listening tests or signal-based metrics. " +
		"These models often run as a clean-up step before transcription or in calls, hearing aids and music production.",
	datasets: [
		{
			id: "Matthijs/cmu-arctic-xvectors",
			description:
				"Speaker embeddings (x-vectors) computed from the CMU ARCTIC recordings, used to tell voice conversion and speech models which voice to produce.",
		},
		{
			id: "CSTR-Edinburgh/vctk",
			description:
				"Read speech from over 100 English speakers with a range of accents, widely used to train speech enhancement and voice conversion.",
		},
	],
	models: [
		{
			id: "speechbrain/sepformer-wham",
			description:
				"A SepFormer model trained on the noisy WHAM! mixtures that separates two overlapping speakers recorded at 8 kHz.",
		},
		{
			id: "ResembleAI/resemble-enhance",
			description:
				"A model that denoises speech and then restores lost bandwidth and clarity, for old or low-quality recordings.",
		},
		{
			id: "microsoft/speecht5_vc",
			description:
				"SpeechT5 fine-tuned for voice conversion: it re-speaks an utterance in the voice described by a speaker embedding.",
		},
		{
			id: "speechbrain/metricgan-plus-voicebank",
			description:
				"A MetricGAN+ speech enhancement model trained to directly maximise perceived quality on noisy speech.",
		},
	],
	spaces: [
		{
			id: "younver/speechbrain-speech-separation",
			description: "A demo that splits a recording with two people talking at once into one track per speaker.",
		},
		{
			id: "nakas/audio-diffusion_style_transfer",
			description: "An app that transforms the style of a music clip with an audio diffusion model.",
		},
	],
	metrics: [
		{
			id: "snri",
			description:
				"Signal-to-noise ratio improvement: how many decibels cleaner the output is than the input, measured against the clean reference.",
		},
		{
			id: "sdri",
			description:
				"Signal-to-distortion ratio improvement: the gain in decibels of the separated source over the mixture, penalising any kind of error.",
		},
		{
			id: "pesq",
			description:
				"Perceptual Evaluation of Speech Quality, a standard estimate of how listeners would rate a processed speech signal.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "two-speakers-mixed.flac" }],
		outputs: [
			{ type: "audio", filename: "speaker-1-separated.flac" },
			{ type: "audio", filename: "speaker-2-separated.flac" },
		],
	},
	widgetModels: ["speechbrain/sepformer-wham"],
	youtubeId: "iohj7nCCYoM",
};

export default content;
