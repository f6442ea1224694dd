import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** GLiNER: zero-shot named-entity recognition with labels chosen at call time. */
export const gliner: SnippetGenerator = (model) => [
	python(
		"Extract entities",
		code`
			# pip install -U gliner
			from gliner import GLiNER

			model = GLiNER.from_pretrained(${py(model.id)})
			text = ${py(exampleText(model, "Apple was founded by Steve Jobs in Cupertino in 1976."))}
			labels = ["person", "organization", "location", "date"]
			entities = model.predict_entities(text, labels, threshold=0.5)
			for entity in entities:
			    print(entity["text"], "=>", entity["label"])
		`,
	),
];
