import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Michael Jordan was one of the best players in the NBA.";

/** ReLiK: load a retriever-reader pipeline and link the entities (or relations) of one sentence. */
export const relik: SnippetGenerator = (model) => {
	const text = model.widgetData?.find((w) => typeof w.text === "string")?.text ?? DEFAULT_TEXT;
	return [
		{
			language: "python",
			title: "Extract entities and relations",
			code: code`
				# pip install -U relik
				from relik import Relik

				relik = Relik.from_pretrained(${py(model.id)})
				output = relik(${py(text)})
				print(output.spans)
			`,
		},
	];
};
