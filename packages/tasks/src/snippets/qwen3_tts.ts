import { code, type Code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { exampleText } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "She said she would be here by noon.";
/** The install line, the imports and the loaded model every speech snippet starts with. */
function head(model: ModelRecord): Code {
	return code`
		# pip install -U qwen-tts soundfile
		import soundfile as sf
		import torch
		from qwen_tts import Qwen3TTSModel

		model = Qwen3TTSModel.from_pretrained(${py(model.id)}, device_map="cuda:0", dtype=torch.bfloat16)
	`;
}

function text(model: ModelRecord): Code {
	return py(exampleText(model, DEFAULT_TEXT));
}

function customVoice(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Speak with a built-in voice",
		code: code`
			${head(model)}
			wavs, sr = model.generate_custom_voice(
			    text=${text(model)},
			    language="English",
			    speaker="Ryan",
			    instruct="Speak in a calm, friendly tone.",
			)
			sf.write("output.wav", wavs[0], sr)
		`,
	};
}

function voiceDesign(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Design a voice from a description",
		code: code`
			${head(model)}
			wavs, sr = model.generate_voice_design(
			    text=${text(model)},
			    language="English",
			    instruct="A warm, low-pitched male voice speaking slowly.",
			)
			sf.write("output.wav", wavs[0], sr)
		`,
	};
}

function voiceClone(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Clone a voice from a reference clip",
		code: code`
			${head(model)}
			wavs, sr = model.generate_voice_clone(
			    text=${text(model)},
			    language="English",
			    ref_audio="reference.wav",  # a few seconds of the voice to clone
			    ref_text="The transcript of the reference clip.",
			)
			sf.write("output.wav", wavs[0], sr)
		`,
	};
}

function tokenizer(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Encode and decode speech",
		code: code`
			# pip install -U qwen-tts soundfile
			import soundfile as sf
			from qwen_tts import Qwen3TTSTokenizer

			tokenizer = Qwen3TTSTokenizer.from_pretrained(${py(model.id)}, device_map="cuda:0")
			codes = tokenizer.encode("speech.wav")
			wavs, sr = tokenizer.decode(codes)
			sf.write("decoded.wav", wavs[0], sr)
		`,
	};
}

/**
 * Qwen3-TTS: the checkpoint kind is in the repository name. `-Tokenizer-` repositories encode and
 * decode speech, `VoiceDesign` models take a voice description, `-Base` models clone a reference
 * voice, and the others (`CustomVoice`) speak with a built-in speaker.
 */
export const qwen3Tts: SnippetGenerator = (model) => {
	const name = model.id.split("/").pop() ?? model.id;
	if (/tokenizer/i.test(name)) return [tokenizer(model)];
	if (/voicedesign/i.test(name)) return [voiceDesign(model)];
	if (/-base$/i.test(name)) return [voiceClone(model)];
	return [customVoice(model)];
};
