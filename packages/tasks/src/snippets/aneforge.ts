import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * ANEForge: runs models on the Apple Neural Engine. Text-generation models load as decoder LLMs
 * (`load_llm`); other checkpoints load as BERT-family sentence encoders (`load`).
 */
export const aneforge: SnippetGenerator = (model) => {
	if (model.pipeline_tag === "text-generation") {
		return [
			python(
				"Generate text on the Neural Engine",
				code`
					# pip install -U "aneforge[models]"
					import aneforge as af
					from transformers import AutoTokenizer

					tokenizer = AutoTokenizer.from_pretrained(${py(model.id)})
					model = af.load_llm(${py(model.id)})

					prompt = ${py(exampleText(model, "The capital of France is"))}
					new_ids = model.generate(tokenizer(prompt)["input_ids"], max_new_tokens=32, eos_id=tokenizer.eos_token_id)
					print(prompt + tokenizer.decode(new_ids))  # generate returns only the new tokens
				`,
			),
		];
	}
	return [
		python(
			"Embed sentences on the Neural Engine",
			code`
				# pip install -U "aneforge[models]"
				import aneforge as af

				encoder = af.load(${py(model.id)})
				first = encoder(${py(exampleText(model, "The weather is lovely today."))})[0]
				second = encoder("It is sunny outside.")[0]
				print(float(first @ second))  # cosine similarity (the embeddings are L2-normalised)
			`,
		),
	];
};
