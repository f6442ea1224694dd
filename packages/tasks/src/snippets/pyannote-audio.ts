import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

function pipeline(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Apply the pipeline",
		code: code`
			# pip install -U pyannote.audio
			import os

			from pyannote.audio import Pipeline

			# Gated pipelines need their user conditions accepted and a token (HF_TOKEN).
			pipeline = Pipeline.from_pretrained(${py(model.id)}, token=os.environ.get("HF_TOKEN"))
			output = pipeline("audio.wav")
			print(output)
		`,
	};
}

function inference(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Run the model",
		code: code`
			# pip install -U pyannote.audio
			import os

			from pyannote.audio import Inference, Model

			model = Model.from_pretrained(${py(model.id)}, token=os.environ.get("HF_TOKEN"))
			inference = Inference(model)
			output = inference("audio.wav")
			print(output)
		`,
	};
}

/**
 * pyannote.audio: repositories tagged `pyannote-audio-pipeline` hold a pipeline (e.g. speaker
 * diarization); the others hold a model, applied through `Inference`.
 */
export const pyannoteAudio: SnippetGenerator = (model) =>
	model.tags?.includes("pyannote-audio-pipeline") ? [pipeline(model)] : [inference(model)];
