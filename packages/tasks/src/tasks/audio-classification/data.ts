import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Audio classification assigns one or more labels to a piece of audio as a whole. " +
		"Depending on the label set, the same technique recognises spoken commands, identifies the language or the speaker, detects emotion in a voice, or names environmental sounds such as sirens, barking or breaking glass. " +
		"Models usually turn the waveform into a spectrogram or learnt audio features, encode it, and output a probability per class. " +
		"It is widely used for monitoring, content tagging and routing audio to the right downstream model.",
	datasets: [
		{
			id: "s3prl/superb",
			description:
				"The SUPERB benchmark, which groups speech tasks such as keyword spotting, speaker identification, intent and emotion recognition under one roof.",
		},
		{
			id: "agkphysics/AudioSet",
			description:
				"Two million ten-second YouTube clips labelled with 527 sound event classes, from speech and music to engines and animals. The main benchmark for general sound tagging.",
		},
		{
			id: "google/speech_commands",
			description:
				'One-second recordings of thirty-five short spoken words such as "yes", "stop" and "left", the standard keyword-spotting dataset.',
		},
		{
			id: "ashraq/esc50",
			description:
				"Two thousand five-second environmental recordings in fifty balanced classes (rain, dog, siren, clock tick…). Small enough for quick experiments.",
		},
	],
	models: [
		{
			id: "speechbrain/google_speech_command_xvector",
			description: "A SpeechBrain x-vector classifier that recognises the keywords of the Speech Commands dataset.",
		},
		{
			id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
			description:
				"A wav2vec 2.0 XLSR model fine-tuned to recognise emotions such as anger, happiness and sadness in English speech.",
		},
		{
			id: "facebook/mms-lid-126",
			description:
				"Part of Meta's Massively Multilingual Speech project: identifies which of 126 languages is being spoken.",
		},
		{
			id: "MIT/ast-finetuned-audioset-10-10-0.4593",
			description:
				"The Audio Spectrogram Transformer fine-tuned on AudioSet; tags clips with the 527 AudioSet classes and serves as this page's widget model.",
		},
	],
	spaces: [
		{
			id: "kurianbenoy/audioclassification",
			description: "Upload or record a short clip and see which class an audio classifier predicts for it.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "Share of clips whose top predicted class is correct; meaningful when classes are balanced.",
		},
		{
			id: "recall",
			description: "For each class, the share of its clips the model catches; key when missing an event is costly.",
		},
		{
			id: "precision",
			description: "For each class, the share of predictions that are right; key when false alarms are costly.",
		},
		{
			id: "f1",
			description:
				"Harmonic mean of precision and recall, usually macro-averaged over classes so that rare sounds count as much as frequent ones.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "siren-wail.flac" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Siren", score: 0.71 },
					{ label: "Civil defense siren", score: 0.18 },
					{ label: "Emergency vehicle", score: 0.06 },
					{ label: "Police car (siren)", score: 0.03 },
					{ label: "Sine wave", score: 0.02 },
				],
			},
		],
	},
	widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
	youtubeId: "KWwzcmG98Ds",
};

export default content;
