import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** timm: create the model from the hub (`hf-hub:` prefix) and its matching preprocessing. */
export const timm: SnippetGenerator = (model) => [
	python(
		"Load the model",
		code`
			# pip install -U timm
			import timm

			model = timm.create_model(${py(`hf-hub:${model.id}`)}, pretrained=True)
			model = model.eval()

			# The preprocessing the model was trained with
			data_config = timm.data.resolve_model_data_config(model)
			transforms = timm.data.create_transform(**data_config, is_training=False)
		`,
	),
];
