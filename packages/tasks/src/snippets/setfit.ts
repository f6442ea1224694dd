import { code } from "./shared/code-template.ts";
import { py, pyValue } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { widgetText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_INPUTS = ["I loved this film from start to finish!", "The service was slow and the food was cold."];

/** SetFit: load the few-shot classifier and predict labels for a couple of sentences (the widget text first). */
export const setfit: SnippetGenerator = (model) => {
	const text = widgetText(model);
	const inputs = text ? [text, DEFAULT_INPUTS[1] ?? ""] : DEFAULT_INPUTS;
	return [
		python(
			"Load the model and classify text",
			code`
				# pip install -U setfit
				from setfit import SetFitModel

				model = SetFitModel.from_pretrained(${py(model.id)})
				texts = ${pyValue(inputs)}
				predictions = model.predict(texts)
				print(predictions)
			`,
		),
	];
};
