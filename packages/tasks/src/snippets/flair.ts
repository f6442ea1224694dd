import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Flair: text classifiers load as `TextClassifier`; every other model (taggers for NER, POS,
 * chunking: the common case) loads as `SequenceTagger`.
 */
export const flair: SnippetGenerator = (model) => {
	const text = py(exampleText(model, "George Washington went to Washington."));
	if (model.pipeline_tag === "text-classification") {
		return [
			python(
				"Classify a sentence",
				code`
					# pip install -U flair
					from flair.data import Sentence
					from flair.models import TextClassifier

					classifier = TextClassifier.load(${py(model.id)})
					sentence = Sentence(${text})
					classifier.predict(sentence)
					print(sentence.labels)
				`,
			),
		];
	}
	return [
		python(
			"Tag a sentence",
			code`
				# pip install -U flair
				from flair.data import Sentence
				from flair.models import SequenceTagger

				tagger = SequenceTagger.load(${py(model.id)})
				sentence = Sentence(${text})
				tagger.predict(sentence)
				print(sentence)
			`,
		),
	];
};
