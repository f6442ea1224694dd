import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Hello, world!";

/** Zonos: clone a voice from a short reference clip and speak one sentence with it. */
export const zonos: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Speak with a cloned voice",
			code`
				# apt install -y espeak-ng && pip install -U git+https://github.com/Zyphra/Zonos.git
				import torchaudio
				from zonos.conditioning import make_cond_dict
				from zonos.model import Zonos
				from zonos.utils import DEFAULT_DEVICE as device

				model = Zonos.from_pretrained(${py(model.id)}, device=device)

				wav, sampling_rate = torchaudio.load("speaker.wav")  # a 10-30 s clip of the voice to clone
				speaker = model.make_speaker_embedding(wav, sampling_rate)
				cond_dict = make_cond_dict(text=${py(text)}, speaker=speaker, language="en-us")
				codes = model.generate(model.prepare_conditioning(cond_dict))

				wavs = model.autoencoder.decode(codes).cpu()
				torchaudio.save("sample.wav", wavs[0], model.autoencoder.sampling_rate)
			`,
		),
	];
};
