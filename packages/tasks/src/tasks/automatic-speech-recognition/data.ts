import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Automatic speech recognition (ASR), also called speech-to-text, turns spoken audio into written text. " +
		"A model listens to a recording, usually resampled to 16 kHz, and outputs a transcript, often with punctuation and word or segment timestamps. " +
		"Some models are trained for one language, while multilingual ones such as Whisper can also detect the spoken language and translate speech into English. " +
		"ASR is behind subtitles, meeting notes, voice search and dictation, and is the first step of most voice assistants.",
	datasets: [
		{
			id: "mozilla-foundation/common_voice_17_0",
			description:
				"Crowd-sourced read speech in more than 100 languages, recorded by volunteers with many accents and microphones. The widest open multilingual ASR corpus.",
		},
		{
			id: "amphion/Emilia-Dataset",
			description:
				"Over 100,000 hours of spontaneous, in-the-wild speech in six languages, collected from talk shows, interviews and podcasts.",
		},
		{
			id: "parler-tts/mls_eng",
			description:
				"The English part of Multilingual LibriSpeech: tens of thousands of hours of read audiobooks with transcripts.",
		},
		{
			id: "espnet/yodas",
			description:
				"A very large multilingual corpus of speech from public videos with manual or automatic captions, covering over 100 languages.",
		},
		{
			id: "openslr/librispeech_asr",
			description:
				"About 1,000 hours of English audiobook speech with clean and noisier test splits; the classic benchmark for English ASR.",
		},
	],
	models: [
		{
			id: "openai/whisper-large-v3",
			description:
				"OpenAI's large multilingual Whisper model: transcribes about 100 languages, detects the language and can translate speech into English.",
		},
		{
			id: "facebook/w2v-bert-2.0",
			description:
				"A self-supervised speech encoder pre-trained on 4.5 million hours of audio in 143 languages, meant to be fine-tuned with CTC for low-resource languages.",
		},
		{
			id: "facebook/seamless-m4t-v2-large",
			description:
				"A single multitask model for speech recognition, speech and text translation, and speech synthesis across about 100 languages.",
		},
		{
			id: "nvidia/canary-1b",
			description:
				"NVIDIA's multilingual NeMo model for English, German, Spanish and French transcription and translation, with punctuation and casing.",
		},
		{
			id: "pyannote/speaker-diarization-3.1",
			description:
				"Not a transcriber but a frequent companion: it splits a recording into turns by speaker so that a transcript can say who spoke when.",
		},
		{
			id: "nvidia/parakeet-tdt-0.6b-v2",
			description:
				"A 600-million-parameter English model with word timestamps that is both very accurate and very fast on long recordings.",
		},
	],
	spaces: [
		{
			id: "hf-audio/whisper-large-v3",
			description:
				"Transcribe or translate a microphone recording, an uploaded file or a video link with Whisper large-v3.",
		},
		{
			id: "mrfakename/Moonshinex",
			description: "Tries the small Moonshine models, built for fast transcription on edge devices.",
		},
		{
			id: "facebook/seamless_m4t",
			description: "Explores SeamlessM4T's speech recognition and speech-to-speech and speech-to-text translation.",
		},
		{ id: "nvidia/canary-1b", description: "Transcribes or translates audio with the Canary model in four languages." },
	],
	metrics: [
		{
			id: "wer",
			description:
				"Word error rate: substitutions, deletions and insertions needed to turn the transcript into the reference, divided by the number of reference words. Lower is better.",
		},
		{
			id: "cer",
			description:
				"Character error rate, the same idea at the character level. Preferred for languages written without spaces, such as Chinese or Japanese.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "weather-question.flac" }],
		outputs: [
			{ type: "text", label: "Transcript", content: "What will the weather be like in Berlin tomorrow morning?" },
		],
	},
	widgetModels: ["openai/whisper-large-v3"],
	youtubeId: "TksaY_FDgnk",
};

export default content;
