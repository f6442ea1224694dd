import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** BERTopic: load a topic model from the hub and inspect its topics. */
export const bertopic: SnippetGenerator = (model) => [
	python(
		"Load the topic model",
		code`
			# pip install -U bertopic
			from bertopic import BERTopic

			topic_model = BERTopic.load(${py(model.id)})
			print(topic_model.get_topic_info())
		`,
	),
];
