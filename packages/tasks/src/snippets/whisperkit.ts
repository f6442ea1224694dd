import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_VARIANT = "openai_whisper-base";

/**
 * WhisperKit (Swift, Apple silicon): a repository holds one Core ML model per folder
 * (`openai_whisper-<size>`). The shell snippet downloads one variant (the first folder of the
 * known files, or `openai_whisper-base`) and transcribes with the CLI; the text snippet covers
 * the Swift package.
 */
export const whisperkit: SnippetGenerator = (model) => {
	const folder = model.siblings
		?.map((s) => s.rfilename)
		.find((f) => f.includes("/") && !f.startsWith("."))
		?.split("/")[0];
	const variant = folder ?? DEFAULT_VARIANT;
	return [
		{
			language: "sh",
			title: "Transcribe with the WhisperKit CLI (macOS)",
			code: code`
				# brew install whisperkit-cli && pip install -U huggingface_hub
				hf download ${sh(model.id)} --include ${sh(`${variant}/*`)} --local-dir ./whisperkit-models
				whisperkit-cli transcribe --model-path ${sh(`./whisperkit-models/${variant}`)} --audio-path audio.wav
			`,
		},
		{
			language: "text",
			title: "Use it from Swift",
			code: code`
				Add the WhisperKit Swift package (https://github.com/argmaxinc/WhisperKit) to your app.
				Create a WhisperKit instance with a WhisperKitConfig whose modelRepo is this repository and whose model is the
				variant folder to use, then call transcribe(audioPath:) on it; the model files download on first use.
			`,
		},
	];
};
