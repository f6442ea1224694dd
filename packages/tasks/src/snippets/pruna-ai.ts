import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { exampleText } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

const DEFAULT_PROMPT = "a fruit basket";
const DEFAULT_TEXT = "The capital of France is";

/** The open-source package or, for models tagged `pruna_pro-ai`, the pro one. */
function flavour(model: ModelRecord) {
	return model.tags?.includes("pruna_pro-ai")
		? ({ install: "pruna_pro", module: "pruna_pro", cls: "PrunaProModel" } as const)
		: ({ install: "pruna", module: "pruna", cls: "PrunaModel" } as const);
}

function diffusers(model: ModelRecord): GeneratedSnippet {
	const { install, module, cls } = flavour(model);
	return {
		language: "python",
		title: "Generate an image with the smashed pipeline",
		code: code`
			# pip install -U ${install} diffusers
			from ${module} import ${cls}

			pipe = ${cls}.from_pretrained(${py(model.id)})
			image = pipe(${py(exampleText(model, DEFAULT_PROMPT))}).images[0]
			image.save("image.png")
		`,
	};
}

function transformers(model: ModelRecord): GeneratedSnippet {
	const { install, module, cls } = flavour(model);
	return {
		language: "python",
		title: "Run the smashed model",
		code: code`
			# pip install -U ${install} transformers
			from transformers import AutoTokenizer
			from ${module} import ${cls}

			tokenizer = AutoTokenizer.from_pretrained(${py(model.id)})
			model = ${cls}.from_pretrained(${py(model.id)})

			inputs = tokenizer(${py(exampleText(model, DEFAULT_TEXT))}, return_tensors="pt")
			outputs = model(**inputs)
		`,
	};
}

function generic(model: ModelRecord): GeneratedSnippet {
	const { install, module, cls } = flavour(model);
	return {
		language: "python",
		title: "Load the smashed model",
		code: code`
			# pip install -U ${install}
			from ${module} import ${cls}

			model = ${cls}.from_pretrained(${py(model.id)})
			print(model)
		`,
	};
}

/**
 * Pruna AI: a smashed model loads with `PrunaModel.from_pretrained` (`PrunaProModel` from
 * `pruna_pro` for models tagged `pruna_pro-ai`). Diffusers pipelines generate an image;
 * transformers models run one forward pass; anything else is loaded.
 */
export const prunaAi: SnippetGenerator = (model) => {
	const tags = model.tags ?? [];
	if (tags.includes("diffusers")) return [diffusers(model)];
	if (tags.includes("transformers")) return [transformers(model)];
	return [generic(model)];
};
