import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_PROMPT = "128 BPM tech house drum loop";

/** Stable Audio Tools: load a conditional diffusion model and generate ten seconds of audio. */
export const stableAudioTools: SnippetGenerator = (model) => {
	const prompt = exampleText(model, DEFAULT_PROMPT);
	return [
		python(
			"Generate audio from a prompt",
			code`
				# pip install -U stable-audio-tools
				import torch
				import torchaudio
				from einops import rearrange
				from stable_audio_tools import get_pretrained_model
				from stable_audio_tools.inference.generation import generate_diffusion_cond

				device = "cuda" if torch.cuda.is_available() else "cpu"
				model, model_config = get_pretrained_model(${py(model.id)})
				model = model.to(device)

				conditioning = [{"prompt": ${py(prompt)}, "seconds_start": 0, "seconds_total": 10}]
				output = generate_diffusion_cond(
				    model,
				    steps=100,
				    cfg_scale=7,
				    conditioning=conditioning,
				    sample_size=model_config["sample_size"],
				    device=device,
				)

				# One stereo track, peak-normalized to 16-bit PCM
				audio = rearrange(output, "b d n -> d (b n)").to(torch.float32)
				audio = audio.div(audio.abs().max()).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
				torchaudio.save("output.wav", audio, model_config["sample_rate"])
			`,
		),
	];
};
