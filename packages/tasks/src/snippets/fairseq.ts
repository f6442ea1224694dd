import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * fairseq: load a model ensemble with its task from the hub. Text-to-speech models also get the
 * synthesis call of fairseq's TTS hub interface.
 */
export const fairseq: SnippetGenerator = (model) => {
	const install = "# pip install -U fairseq";
	if (model.pipeline_tag === "text-to-speech") {
		return [
			python(
				"Synthesize speech",
				code`
					${install}
					from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub
					from fairseq.models.text_to_speech.hub_interface import TTSHubInterface

					models, cfg, task = load_model_ensemble_and_task_from_hf_hub(
					    ${py(model.id)},
					    arg_overrides={"vocoder": "hifigan", "fp16": False},
					)
					model = models[0]
					TTSHubInterface.update_cfg_with_data_cfg(cfg, task.data_cfg)
					generator = task.build_generator([model], cfg)

					sample = TTSHubInterface.get_model_input(task, ${py(exampleText(model, "Hello, this is a test run."))})
					wav, rate = TTSHubInterface.get_prediction(task, model, generator, sample)
				`,
			),
		];
	}
	return [
		python(
			"Load the model",
			code`
				${install}
				from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

				models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${py(model.id)})
				model = models[0]
				print(task)
			`,
		),
	];
};
