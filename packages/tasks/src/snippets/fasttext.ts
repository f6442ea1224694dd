import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText, repoFileWithExtension } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * fastText: download the model's `.bin` file and load it. Classifiers (including language
 * identification) predict labels for a text; word-vector models look up neighbours of a word.
 */
export const fasttext: SnippetGenerator = (model) => {
	const file = repoFileWithExtension(model, [".bin"]) ?? "model.bin";
	const load = code`
		# pip install -U fasttext huggingface_hub
		import fasttext
		from huggingface_hub import hf_hub_download

		model_path = hf_hub_download(repo_id=${py(model.id)}, filename=${py(file)})
		model = fasttext.load_model(model_path)
	`;
	if (model.pipeline_tag === "text-classification") {
		return [
			python(
				"Classify a text",
				code`
					${load}
					labels, probabilities = model.predict(${py(exampleText(model, "Hello, how are you?"))}, k=3)
					print(labels, probabilities)
				`,
			),
		];
	}
	return [
		python(
			"Use the word vectors",
			code`
				${load}
				vector = model.get_word_vector("hello")
				print(vector.shape, model.get_nearest_neighbors("hello", k=5))
			`,
		),
	];
};
