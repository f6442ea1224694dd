import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		'Text-to-audio generates a sound clip from a written description, such as "rain on a tin roof with distant thunder" or "an upbeat acoustic guitar tune". ' +
		"It covers music, sound effects and ambient soundscapes; speaking a given text aloud is the closely related text-to-speech task. " +
		"Most models work like image generators: they produce a compressed audio representation, either as a sequence of discrete audio tokens or by diffusion, and decode it into a waveform. " +
		"Creators use it for game and video sound design, background music and quick musical sketches.",
	datasets: [
		{
			id: "google/MusicCaps",
			description:
				"5,500 ten-second music clips, each described in detail by a professional musician; the usual evaluation set for text-to-music models.",
		},
		{
			id: "d0rj/audiocaps",
			description:
				"About 50,000 everyday sound clips from YouTube with human-written captions, used to train and evaluate sound-effect generation.",
		},
		{
			id: "amaai-lab/MusicBench",
			description:
				"A music dataset built from MusicCaps and augmented with captions describing chords, tempo and key, for models that follow musical instructions.",
		},
	],
	models: [
		{
			id: "facebook/musicgen-small",
			description:
				"A 300-million-parameter MusicGen model that writes music from a text prompt by predicting audio codec tokens; small enough to try on a laptop.",
		},
		{
			id: "facebook/musicgen-melody",
			description:
				"A MusicGen variant that can also follow the melody of a reference recording while matching the text description.",
		},
		{
			id: "stabilityai/stable-audio-open-1.0",
			description:
				"A latent diffusion model that generates up to 47 seconds of stereo sound effects, textures and music at 44.1 kHz.",
		},
		{
			id: "cvssp/audioldm2",
			description:
				"AudioLDM 2, a latent diffusion model that generates both sound effects and music from text descriptions.",
		},
		{
			id: "facebook/audiogen-medium",
			description:
				"AudioGen, an autoregressive model from AudioCraft specialised in environmental sounds and sound effects.",
		},
	],
	spaces: [
		{
			id: "facebook/MusicGen",
			description:
				"The official MusicGen demo: describe a piece of music, optionally give a melody, and listen to the result.",
		},
		{
			id: "haoheliu/audioldm2-text2audio-text2music",
			description: "A demo of AudioLDM 2 that generates sound effects or music from a prompt.",
		},
	],
	metrics: [
		{
			id: "FAD",
			description:
				"Fréchet Audio Distance compares the statistics of embeddings of generated and real audio; lower means the output sounds more like real recordings.",
		},
		{
			id: "KL",
			description:
				"The divergence between the sound-event labels an audio classifier assigns to generated and reference clips; checks that the right sounds are present.",
		},
		{
			id: "CLAP Score",
			description:
				"The similarity between the prompt and the generated clip in a joint text and audio embedding space; measures how well the audio follows the text.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A slow, gentle music box lullaby in C major, single plucked notes with a soft room echo.",
			},
		],
		outputs: [{ type: "audio", filename: "music-box-lullaby.flac" }],
	},
	widgetModels: ["facebook/musicgen-small"],
};

export default content;
