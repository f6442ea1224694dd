import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris.";

/** SpanMarker: load a named-entity recognition model and find the entities of one sentence. */
export const spanMarker: SnippetGenerator = (model) => {
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Find named entities",
			code`
				# pip install -U span_marker
				from span_marker import SpanMarkerModel

				model = SpanMarkerModel.from_pretrained(${py(model.id)})
				entities = model.predict(${py(text)})
				print(entities)
			`,
		),
	];
};
