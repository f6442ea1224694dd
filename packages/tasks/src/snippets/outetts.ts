import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { hasAnyTag } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** Tags of OuteTTS repositories the Python snippet cannot load directly (converted weights). */
export const OUTETTS_SKIPPED_TAGS = ["gguf", "onnx"] as const;

/** Whether an OuteTTS model gets no snippet: it is tagged gguf or onnx. */
export function isOuteTtsSkipped(model: ModelRecord): boolean {
	return hasAnyTag(model, OUTETTS_SKIPPED_TAGS);
}

/**
 * OuteTTS: load the model with the Hugging Face backend and speak a sentence with a default
 * speaker. The 1.0 models produce 24000 Hz audio; `save` writes it at that rate.
 */
export const outetts: SnippetGenerator = (model) => {
	if (isOuteTtsSkipped(model)) return [];
	return [
		python(
			"Generate speech",
			code`
				# pip install -U outetts
				import outetts

				config = outetts.ModelConfig(
				    model_path=${py(model.id)},
				    tokenizer_path=${py(model.id)},
				    interface_version=outetts.InterfaceVersion.V3,
				    backend=outetts.Backend.HF,
				)
				interface = outetts.Interface(config)
				speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")

				output = interface.generate(
				    config=outetts.GenerationConfig(
				        text="Hello, how are you doing?",
				        speaker=speaker,
				    )
				)
				output.save("output.wav")  # 24000 Hz
			`,
		),
	];
};
