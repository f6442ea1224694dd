import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** The Llama tokenizer a Llamba checkpoint was distilled with, by model size (1B when unnamed). */
function llambaTokenizer(lowerId: string) {
	if (/(?:^|[^0-9])8b/.test(lowerId)) return "meta-llama/Llama-3.1-8B";
	if (/(?:^|[^0-9])3b/.test(lowerId)) return "meta-llama/Llama-3.2-3B";
	return "meta-llama/Llama-3.2-1B";
}

/**
 * Cartesia PyTorch: Llamba checkpoints (Llama-tokenized) load with `LlambaLMHeadModel`; the Rene
 * checkpoints (OLMo tokenizer) with `ReneLMHeadModel` (import paths of the package's current
 * layout, as its own generation script uses them). Neither repository ships a tokenizer.
 */
export const cartesiaPytorch: SnippetGenerator = (model) => {
	const id = model.id.toLowerCase();
	const [importLine, modelClass, tokenizer] = id.includes("llamba")
		? ([
				"from cartesia_pytorch.Llamba.llamba import LlambaLMHeadModel",
				"LlambaLMHeadModel",
				llambaTokenizer(id),
			] as const)
		: (["from cartesia_pytorch.Rene.rene import ReneLMHeadModel", "ReneLMHeadModel", "allenai/OLMo-1B-hf"] as const);
	return [
		python(
			"Generate text",
			code`
				# pip install --no-binary :all: cartesia-pytorch
				${importLine}
				from transformers import AutoTokenizer

				model = ${modelClass}.from_pretrained(${py(model.id)}).half().cuda()  # the Mamba-2 kernels need a CUDA GPU
				tokenizer = AutoTokenizer.from_pretrained(${py(tokenizer)})

				inputs = tokenizer([${py(exampleText(model, "Rene Descartes was"))}], return_tensors="pt")
				outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
				print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
			`,
		),
	];
};
