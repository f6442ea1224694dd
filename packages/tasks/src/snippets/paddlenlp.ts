import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText, isPythonIdentifier } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_TEXT = "Welcome to PaddleNLP!";

/**
 * PaddleNLP: load tokenizer and model from the hub (`from_hf_hub=True`) and run one forward pass.
 * The model class is the first architecture of `config.json` when it is a plain identifier,
 * otherwise `AutoModel`.
 */
export const paddlenlp: SnippetGenerator = (model) => {
	const architecture = model.config?.architectures?.[0];
	const modelClass = isPythonIdentifier(architecture) ? architecture : "AutoModel";
	const text = exampleText(model, DEFAULT_TEXT);
	return [
		python(
			"Load the model",
			code`
				# pip install -U paddlepaddle paddlenlp
				import paddle
				from paddlenlp.transformers import AutoTokenizer, ${modelClass}

				tokenizer = AutoTokenizer.from_pretrained(${py(model.id)}, from_hf_hub=True)
				model = ${modelClass}.from_pretrained(${py(model.id)}, from_hf_hub=True)

				inputs = tokenizer(${py(text)})
				inputs = {name: paddle.to_tensor([value]) for name, value in inputs.items()}
				outputs = model(**inputs)
			`,
		),
	];
};
