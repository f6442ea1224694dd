import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * fastai: load a Learner pushed with huggingface_hub. Image classifiers get a prediction on an
 * image file; other learners are loaded and left to the caller's own input.
 */
export const fastai: SnippetGenerator = (model) => {
	const load = code`
		# pip install -U huggingface_hub fastai
		from huggingface_hub import from_pretrained_fastai

		learner = from_pretrained_fastai(${py(model.id)})
	`;
	if (model.pipeline_tag === "image-classification") {
		return [
			python(
				"Classify an image",
				code`
					${load}
					label, label_index, probabilities = learner.predict("image.jpg")
					print(label, probabilities[label_index].item())
				`,
			),
		];
	}
	return [
		python(
			"Load the learner",
			code`
				${load}
				# Call learner.predict(item) with an input like the ones the model was trained on
				print(learner.model)
			`,
		),
	];
};
