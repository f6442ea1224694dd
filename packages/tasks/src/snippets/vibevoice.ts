import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { sh } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

const CLONE = "git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice";

function asr(model: ModelRecord): GeneratedSnippet {
	return {
		language: "sh",
		title: "Transcribe an audio file",
		code: code`
			# ${CLONE} && pip install -e .
			python demo/vibevoice_asr_inference_from_file.py --model_path ${sh(model.id)} --audio_files audio.wav
		`,
	};
}

function realtime(model: ModelRecord): GeneratedSnippet {
	return {
		language: "sh",
		title: "Generate speech from a text file",
		code: code`
			# ${CLONE} && pip install -e ".[streamingtts]"
			python demo/realtime_model_inference_from_file.py --model_path ${sh(model.id)} \\
			    --txt_path demo/text_examples/1p_vibevoice.txt --speaker_name Carter
		`,
	};
}

function longForm(model: ModelRecord): GeneratedSnippet {
	return {
		language: "sh",
		title: "Download the model",
		code: code`
			# pip install -U huggingface_hub
			hf download ${sh(model.id)} --local-dir ./vibevoice-model
			# The long-form TTS inference code was removed from https://github.com/microsoft/VibeVoice
			# (2025-09-05); its docs/vibevoice-tts.md describes the model. The repository now runs the
			# Realtime and ASR models only.
		`,
	};
}

/**
 * VibeVoice: the repository runs its ASR models (`vibevoice_asr_inference_from_file.py`) and the
 * streaming Realtime TTS models (`realtime_model_inference_from_file.py`, the `streamingtts` extra).
 * The long-form TTS inference code was removed upstream, so other repositories get a download
 * and a pointer instead of a call that no longer exists.
 */
export const vibevoice: SnippetGenerator = (model) => {
	const name = model.id.split("/").pop() ?? model.id;
	if (model.pipeline_tag === "automatic-speech-recognition" || /asr/i.test(name)) return [asr(model)];
	if (/realtime|streaming/i.test(name)) return [realtime(model)];
	return [longForm(model)];
};
