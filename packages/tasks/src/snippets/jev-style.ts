import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** Jev-Style: calibrated decision models; one call answers yes/no, choice and rating questions about a text. */
export const jevStyle: SnippetGenerator = (model) => [
	python(
		"Ask questions about a text",
		code`
			# pip install -U "jev-style[torch]"
			from jev_style import JevStyle, choice, noul, score

			js = JevStyle.from_pretrained(${py(model.id)})
			answers = js.decide(
			    ${py(exampleText(model, "I was charged twice for my order. Please fix this today."))},
			    {
			        "billing": noul("This message is about billing."),
			        "tone": choice("What is the tone?", ["calm", "frustrated", "angry"]),
			        "urgency": score("How urgent is it?", ["can wait", "this week", "today"]),
			    },
			)
			print(answers["answers"])
		`,
	),
];
