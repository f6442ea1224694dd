import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Kimi-Audio: one model for audio understanding and speech conversation; the snippet transcribes a file. */
export const kimiAudio: SnippetGenerator = (model) => [
	python(
		"Transcribe audio",
		code`
			# git clone https://github.com/MoonshotAI/Kimi-Audio && cd Kimi-Audio && git submodule update --init --recursive && pip install -r requirements.txt
			from kimia_infer.api.kimia import KimiAudio

			model = KimiAudio(model_path=${py(model.id)}, load_detokenizer=True)
			sampling_params = {
			    "audio_temperature": 0.8,
			    "audio_top_k": 10,
			    "text_temperature": 0.0,
			    "text_top_k": 5,
			}
			messages = [
			    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
			    {"role": "user", "message_type": "audio", "content": "speech.wav"},
			]
			_, text = model.generate(messages, **sampling_params, output_type="text")
			print(text)
		`,
	),
];
