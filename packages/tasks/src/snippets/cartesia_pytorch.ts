import { lines, py } from "./shared/literals.ts";
import { exampleText } from "./shared/model-facts.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Cartesia PyTorch: Llamba checkpoints (Llama-tokenized) load with `LlambaLMHeadModel`; the Rene
 * checkpoints (OLMo tokenizer) with `ReneLMHeadModel`. Neither repository ships a tokenizer.
 */
export const cartesiaPytorch: SnippetGenerator = (model) => {
	const llamba = model.id.toLowerCase().includes("llamba");
	const [importLine, modelClass, tokenizer] = llamba
		? ["from cartesia_pytorch.Llamba.llamba import LlambaLMHeadModel", "LlambaLMHeadModel", "meta-llama/Llama-3.2-1B"]
		: ["from cartesia_pytorch import ReneLMHeadModel", "ReneLMHeadModel", "allenai/OLMo-1B-hf"];
	return [
		{
			language: "python",
			title: "Generate text",
			code: lines(
				"# pip install --no-binary :all: cartesia-pytorch",
				importLine,
				"from transformers import AutoTokenizer",
				"",
				`model = ${modelClass}.from_pretrained(${py(model.id)})`,
				`tokenizer = AutoTokenizer.from_pretrained(${py(tokenizer)})`,
				"",
				`inputs = tokenizer([${py(exampleText(model, "Rene Descartes was"))}], return_tensors="pt")`,
				"outputs = model.generate(inputs.input_ids, max_length=50, top_k=100, top_p=0.99)",
				"print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])",
			),
		},
	];
};
