import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Audio-text-to-text models take a recording together with a written instruction or question and answer in text. " +
		"They combine an audio encoder with a language model, so a single model can transcribe, translate, summarize a call, describe sounds and music, or answer questions about what was said and how. " +
		"Because they hear the audio directly, they can pick up tone, emotion, speaker changes and background sounds that a plain transcript would lose. " +
		"Many of them also serve as the listening half of voice assistants that reply to spoken requests.",
	datasets: [
		{
			id: "nvidia/AF-Think",
			description:
				"Question and answer pairs about speech, sounds and music with short reasoning chains, used to teach audio models to think before answering.",
		},
		{
			id: "tsinghua-ee/QualiSpeech",
			description:
				"Speech clips annotated in natural language on quality aspects such as noise, distortion and naturalness, for models that judge how audio sounds.",
		},
	],
	models: [
		{
			id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
			description:
				"Ultravox joins a Whisper encoder to a small Llama model so it can answer spoken input directly; light enough for real-time voice agents.",
		},
		{
			id: "Qwen/Qwen2-Audio-7B-Instruct",
			description:
				"A 7-billion-parameter chat model that understands speech, sounds and music, and follows instructions about them in many languages.",
		},
		{
			id: "mistralai/Voxtral-Small-24B-2507",
			description:
				"A 24-billion-parameter model for transcription, translation and question answering over up to half an hour of audio.",
		},
		{
			id: "nvidia/audio-flamingo-3",
			description:
				"A large audio-language model strong at reasoning about long recordings of speech, sounds and music.",
		},
	],
	spaces: [
		{
			id: "iamomtiwari/ATTT",
			description: "A demo where you upload a recording, ask a question about it and read the model's answer.",
		},
		{
			id: "freddyaboulton/talk-to-qwen-webrtc",
			description:
				"A real-time app that streams your microphone to Qwen2-Audio over WebRTC and replies to what you say.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of multiple-choice audio questions answered correctly, as reported on audio understanding benchmarks.",
		},
		{
			id: "wer",
			description:
				"Word error rate of transcripts produced when the model is instructed to transcribe; lower is better.",
		},
	],
	demo: {
		inputs: [
			{ type: "audio", filename: "plant-reminder.flac" },
			{ type: "text", label: "Instruction", content: "What does the speaker want, and when?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "The speaker wants a reminder to water the tomato plants, set for tomorrow at 8 a.m.",
			},
		],
	},
	widgetModels: ["fixie-ai/ultravox-v0_5-llama-3_2-1b"],
};

export default content;
