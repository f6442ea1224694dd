import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The passage of the first widget example that carries one (question-answering widgets). */
function widgetContext(model: ModelRecord): string | undefined {
	for (const example of model.widgetData ?? []) {
		if (typeof example.context === "string" && example.context.trim() !== "") return example.context;
	}
	return undefined;
}

/**
 * AllenNLP: load an archived predictor straight from the hub (`hf://` paths). Question-answering
 * models get a passage-plus-question example; other models get a generic sentence input.
 */
export const allennlp: SnippetGenerator = (model) => {
	const load = code`
		# pip install -U allennlp allennlp-models
		from allennlp.predictors.predictor import Predictor

		predictor = Predictor.from_path(${py(`hf://${model.id}`)})
	`;
	if (model.pipeline_tag === "question-answering") {
		return [
			python(
				"Answer a question",
				code`
					${load}
					prediction = predictor.predict_json(
					    {
					        "passage": ${py(widgetContext(model) ?? "The Eiffel Tower stands in Paris, on the Champ de Mars.")},
					        "question": ${py(exampleText(model, "Where is the Eiffel Tower?"))},
					    }
					)
					print(prediction)
				`,
			),
		];
	}
	return [
		python(
			"Run the predictor",
			code`
				${load}
				prediction = predictor.predict_json({"sentence": ${py(exampleText(model, "AllenNLP is a library for NLP research."))}})
				print(prediction)
			`,
		),
	];
};
