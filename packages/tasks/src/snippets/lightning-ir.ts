import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText, hasTag } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Lightning IR: score documents against a query. Models tagged `cross-encoder` load as a
 * `CrossEncoderModule`; the rest (bi-encoders: DPR, ColBERT, SPLADE, ...) as a `BiEncoderModule`.
 */
export const lightningIr: SnippetGenerator = (model) => {
	const moduleClass = hasTag(model, "cross-encoder") ? "CrossEncoderModule" : "BiEncoderModule";
	return [
		python(
			"Score documents for a query",
			code`
				# pip install -U lightning-ir
				from lightning_ir import ${moduleClass}

				module = ${moduleClass}(${py(model.id)})
				query = ${py(exampleText(model, "What is the capital of France?"))}
				docs = ["Paris is the capital of France.", "Berlin is the capital of Germany."]
				output = module.score(query, docs)
				print(output.scores)
			`,
		),
	];
};
