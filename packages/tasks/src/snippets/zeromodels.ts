import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** The ZeroModels Auto class (in `zeromodels.auto`) that loads the head for a pipeline tag. */
const TASK_CLASSES = {
	"image-classification": "AutoZMImageClassify",
	"object-detection": "AutoZMDetect",
	"image-segmentation": "AutoZMSemanticSegment",
	"depth-estimation": "AutoZMDepthEstimation",
	"text-generation": "AutoZMTextGenerate",
	"fill-mask": "AutoZMMaskedLM",
	"text-classification": "AutoZMSequenceClassify",
	"token-classification": "AutoZMTokenClassify",
	"zero-shot-image-classification": "AutoZMZeroShotClassify",
} as const satisfies Record<string, string>;

/**
 * ZeroModels (Keras 3): a hub repository with `zm_config.json` loads through the Auto class of its
 * task (chosen by pipeline tag), or `AutoZModel` for the bare backbone.
 */
export const zeromodels: SnippetGenerator = (model) => {
	const task = model.pipeline_tag ?? "";
	const cls = Object.hasOwn(TASK_CLASSES, task) ? TASK_CLASSES[task as keyof typeof TASK_CLASSES] : undefined;
	return [
		python(
			"Load the model",
			code`
				# pip install -U zeromodels
				${cls ? code`from zeromodels.auto import ${cls}` : "from zeromodels import AutoZModel"}

				model = ${cls ?? "AutoZModel"}.from_weights(${py(model.id)})
				model.summary()
			`,
		),
	];
};
