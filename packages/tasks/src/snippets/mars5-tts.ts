import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * MARS5: the project's `Mars5TTS` class is a hub mixin whose `from_pretrained` fetches
 * `mars5_ar.safetensors` and `mars5_nar.safetensors` from a repository id. It lives in the
 * project's `inference.py`, so the snippet runs from a clone; it clones a voice from a reference
 * recording (shallow clone: no transcript needed).
 */
export const mars5Tts: SnippetGenerator = (model) => [
	python(
		"Clone a voice",
		code`
			# git clone https://github.com/Camb-ai/MARS5-TTS && cd MARS5-TTS && pip install -r requirements.txt
			import librosa
			import torch
			from inference import InferenceConfig, Mars5TTS

			mars5 = Mars5TTS.from_pretrained(${py(model.id)})

			wav, _ = librosa.load("reference.wav", sr=mars5.sr, mono=True)
			cfg = InferenceConfig(deep_clone=False, temperature=0.7, top_k=100)
			ar_codes, audio = mars5.tts("The quick brown fox jumps over the lazy dog.", torch.from_numpy(wav), None, cfg=cfg)
			print(audio.shape)  # 24 kHz samples
		`,
	),
];
