import { lines, py } from "./shared/literals.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * ANEForge: runs models on the Apple Neural Engine. Text-generation models load as decoder LLMs
 * (`load_llm`); other checkpoints load as BERT-family sentence encoders (`load`).
 */
export const aneforge: SnippetGenerator = (model) => {
	if (model.pipeline_tag === "text-generation") {
		return [
			{
				language: "python",
				title: "Generate text on the Neural Engine",
				code: lines(
					"# pip install -U aneforge transformers",
					"import aneforge as af",
					"from transformers import AutoTokenizer",
					"",
					`tokenizer = AutoTokenizer.from_pretrained(${py(model.id)})`,
					`model = af.load_llm(${py(model.id)})`,
					"",
					`prompt_ids = tokenizer(${py(exampleText(model, "The capital of France is"))})["input_ids"]`,
					"output_ids = model.generate(prompt_ids, max_new_tokens=32)",
					"print(tokenizer.decode(output_ids))",
				),
			},
		];
	}
	return [
		{
			language: "python",
			title: "Embed sentences on the Neural Engine",
			code: lines(
				"# pip install -U aneforge transformers",
				"import aneforge as af",
				"",
				`encoder = af.load(${py(model.id)})`,
				`vectors = encoder([${py(exampleText(model, "The weather is lovely today."))}, "It is sunny outside."])`,
				"print(vectors @ vectors.T)  # cosine similarities (the vectors are L2-normalised)",
			),
		},
	];
};
