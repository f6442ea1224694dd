import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { python } from "./shared/python-snippet.ts";
import { baseModel } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * The model an adapter was trained on: `config.adapter_transformers.model_name`, else the card's
 * base model. `undefined` when neither is set.
 */
export function adapterBaseModel(model: ModelRecord): string | undefined {
	const name = model.config?.adapter_transformers?.model_name;
	if (typeof name === "string" && name.length > 0) return name;
	return baseModel(model);
}

/**
 * adapter-transformers (now the `adapters` package): load the base model with a flexible head,
 * then the adapter from the hub. Without a base model, the notice "Base model is not found.".
 */
export const adapterTransformers: SnippetGenerator = (model) => {
	const base = adapterBaseModel(model);
	if (!base) return [notice("Base model is not found.")];
	return [
		python(
			"Load the adapter",
			code`
				# pip install -U adapters
				from adapters import AutoAdapterModel

				model = AutoAdapterModel.from_pretrained(${py(base)})
				adapter_name = model.load_adapter(${py(model.id)}, set_active=True)
			`,
		),
	];
};
