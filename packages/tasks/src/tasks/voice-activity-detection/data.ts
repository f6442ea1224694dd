import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Voice activity detection (VAD) finds the parts of an audio recording where someone is speaking and separates them from silence, music and background noise. " +
		"A model scores short frames of audio (typically 10–30 ms) for the presence of speech, and the frame decisions are smoothed into segments with a start and an end time. " +
		"VAD rarely stands alone: it gates speech recognisers so that they only see speech, tells a voice assistant when the user has stopped talking, and is the first stage of speaker diarization. " +
		"Good detectors are tiny and fast enough to run continuously on a phone or in a browser.",
	datasets: [
		{
			id: "edinburghcstr/ami",
			description:
				"About 100 hours of recorded meetings with close-talking and far-field microphones and word-level timings, a realistic test of speech detection amid overlap and room noise.",
		},
		{
			id: "diarizers-community/callhome",
			description:
				"Telephone conversations in several languages annotated with who speaks when; the timings double as speech and non-speech labels for VAD.",
		},
		{
			id: "openslr/librispeech_asr",
			description:
				"Clean read speech that, mixed with noise and silence, is a common source for synthetic VAD training data (as in the LibriParty recipe).",
		},
	],
	models: [
		{
			id: "pyannote/segmentation-3.0",
			description:
				"pyannote's speaker segmentation network. Besides separating speakers it outputs frame-level speech activity, and it powers pyannote's VAD pipeline.",
		},
		{
			id: "pyannote/voice-activity-detection",
			description:
				"A ready-made pyannote pipeline that returns speech regions of a file as a timeline; a solid choice for offline processing of noisy recordings.",
		},
		{
			id: "onnx-community/silero-vad",
			description:
				"The Silero VAD model exported to ONNX. Only about two megabytes, it processes 32 ms chunks in well under a millisecond and runs in browsers with Transformers.js.",
		},
		{
			id: "speechbrain/vad-crdnn-libriparty",
			description:
				"A SpeechBrain convolutional-recurrent detector trained on the synthetic LibriParty mixtures, which returns speech boundaries for long files.",
		},
	],
	spaces: [
		{
			id: "pyannote/pretrained-pipelines",
			description:
				"A demo of pyannote's pretrained pipelines: upload a recording and see where speech occurs, split into speaker turns on a timeline.",
		},
	],
	metrics: [
		{
			id: "detection error rate",
			description:
				"Total duration of missed speech plus false alarms, divided by the total duration of real speech. Lower is better; this is the measure reported by pyannote.",
		},
		{
			id: "f1",
			description:
				"Frame-level F1 score of the speech class, balancing missed speech against noise wrongly marked as speech.",
		},
		{
			id: "roc_auc",
			description:
				"Area under the ROC curve of the frame-level speech probabilities; it compares detectors independently of the threshold you later choose.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "two-utterances-with-pauses.flac" }],
		outputs: [
			{
				type: "tabular",
				data: [
					["Segment", "Start (s)", "End (s)", "Label"],
					["1", "0.50", "2.24", "speech"],
					["2", "3.14", "4.36", "speech"],
				],
			},
		],
	},
	widgetModels: ["pyannote/voice-activity-detection"],
};

export default content;
