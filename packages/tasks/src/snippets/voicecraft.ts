import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * VoiceCraft: load the model from the hub with the repository's `VoiceCraft.from_pretrained`,
 * plus the Encodec audio tokenizer and the phoneme text tokenizer that speech editing and
 * zero-shot TTS need.
 */
export const voicecraft: SnippetGenerator = (model) => [
	python(
		"Load the model and its tokenizers",
		code`
			# git clone https://github.com/jasonppy/VoiceCraft.git && cd VoiceCraft  # then set up its environment (README)
			import torch
			from huggingface_hub import hf_hub_download
			from data.tokenizer import AudioTokenizer, TextTokenizer
			from models import voicecraft

			device = "cuda" if torch.cuda.is_available() else "cpu"
			model = voicecraft.VoiceCraft.from_pretrained(${py(model.id)})
			model.to(device)
			phn2num = model.args.phn2num

			encodec = hf_hub_download(repo_id="pyp1/VoiceCraft", filename="encodec_4cb2048_giga.th")
			audio_tokenizer = AudioTokenizer(signature=encodec, device=device)
			text_tokenizer = TextTokenizer(backend="espeak")
			# inference_tts.ipynb and inference_speech_editing.ipynb then clone or edit a voice with these.
		`,
	),
];
