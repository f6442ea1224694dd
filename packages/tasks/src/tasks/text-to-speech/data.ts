import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Text-to-speech (TTS) models read a written text aloud, producing an audio waveform of a voice speaking it. " +
		"Modern systems first turn the text into an intermediate representation (a spectrogram or discrete audio tokens) and then decode it into sound, and many can imitate a new voice from a few seconds of reference audio or follow cues for emotion and pace. " +
		"The task powers screen readers, voice assistants, audiobooks and dubbing. " +
		"It is a special case of text-to-audio, which also covers music and sound effects.",
	datasets: [
		{
			id: "parler-tts/mls_eng_10k",
			description:
				"A 10,000-hour English subset of Multilingual LibriSpeech prepared for TTS training, with audiobook recordings from thousands of speakers.",
		},
		{
			id: "mythicinfinity/libritts_r",
			description:
				"LibriTTS-R: about 585 hours of audiobook speech restored to studio-like quality, aligned with normalised text. A standard multi-speaker TTS corpus.",
		},
		{
			id: "facebook/multilingual_librispeech",
			description:
				"Read speech from LibriVox audiobooks in eight European languages, useful for training voices beyond English.",
		},
		{
			id: "keithito/lj_speech",
			description:
				"About 24 hours of a single female speaker reading non-fiction. Small and clean, the classic corpus for single-voice TTS experiments.",
		},
	],
	models: [
		{
			id: "KittenML/kitten-tts-nano-0.1",
			description:
				"An ultra-small TTS model (about 15 million parameters) with a handful of built-in voices that runs in real time on a CPU.",
		},
		{
			id: "ResembleAI/chatterbox",
			description:
				"An open model that clones a voice from a short sample and lets you turn emotional intensity up or down.",
		},
		{
			id: "fishaudio/fish-speech-1.5",
			description:
				"A multilingual model trained on around a million hours of audio that supports zero-shot voice cloning in over a dozen languages.",
		},
		{
			id: "nari-labs/Dia-1.6B-0626",
			description:
				"Generates whole dialogues from a script with speaker tags, including non-verbal sounds such as laughter and coughs.",
		},
		{
			id: "hexgrad/Kokoro-82M",
			description:
				"An 82-million-parameter model with many preset voices whose quality rivals much larger systems. A popular lightweight choice.",
		},
		{
			id: "suno/bark",
			description:
				"A transformer that generates speech, music and sound effects from text prompts, with multilingual speaker presets; shown in the widget.",
		},
	],
	spaces: [
		{
			id: "hexgrad/Kokoro-TTS",
			description: "Type a text, pick one of Kokoro's voices and hear it spoken within seconds.",
		},
		{
			id: "fishaudio/fish-speech-1",
			description: "A demo of Fish Speech that reads text aloud and can copy the voice of an uploaded reference clip.",
		},
		{
			id: "ResembleAI/Chatterbox",
			description: "Generates speech with Chatterbox, with controls for a reference voice and for expressiveness.",
		},
		{
			id: "TTS-AGI/TTS-Arena-V2",
			description:
				"Plays the same sentence from two anonymous TTS models and collects votes, producing a human-preference leaderboard.",
		},
		{
			id: "ngxson/kokoro-podcast-generator",
			description: "Turns a written script into a multi-voice podcast episode using Kokoro voices.",
		},
	],
	metrics: [
		{
			id: "mel cepstral distortion",
			description:
				"Distance between the mel-cepstral features of generated and reference recordings of the same sentence; lower means closer to the real voice.",
		},
		{
			id: "mean opinion score",
			description:
				"Listeners rate naturalness on a 1–5 scale and the ratings are averaged. Still the reference evaluation for speech synthesis.",
		},
		{
			id: "wer",
			description:
				"Word error rate of a speech recogniser run on the synthesised audio, used as an automatic check of intelligibility.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Input", content: "I love listening to audiobooks on long train journeys." }],
		outputs: [{ type: "audio", filename: "audiobook-sentence.flac" }],
	},
	widgetModels: ["suno/bark"],
	youtubeId: "NW62DpzJ274",
	canonicalId: "text-to-audio",
};

export default content;
