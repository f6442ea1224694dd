import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** GLiNER2: schema-based extraction; the snippet shows entities and a text classification. */
export const gliner2: SnippetGenerator = (model) => [
	python(
		"Extract entities and classify",
		code`
			# pip install -U gliner2
			from gliner2 import GLiNER2

			extractor = GLiNER2.from_pretrained(${py(model.id)})
			text = ${py(exampleText(model, "Apple CEO Tim Cook announced the iPhone 15 in Cupertino."))}
			print(extractor.extract_entities(text, ["company", "person", "product", "location"]))
			print(extractor.classify_text(text, {"sentiment": ["positive", "negative", "neutral"]}))
		`,
	),
];
