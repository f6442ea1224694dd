import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * SwarmFormer: the repository's loader builds the model from a size preset (`small` when the
 * repository name says so, otherwise `base`) and loads `model.safetensors` from the preset's hub
 * id, which the snippet points at `model.id`; then it classifies one IMDb review.
 */
export const swarmformer: SnippetGenerator = (model) => {
	const size = /small/i.test(model.id.split("/").pop() ?? "") ? "small" : "base";
	return [
		python(
			"Classify the sentiment of a review",
			code`
				# git clone https://github.com/takara-ai/SwarmFormer.git && cd SwarmFormer && pip install -e .
				import torch
				from swarmformer.config import MODEL_CONFIGS
				from swarmformer.inference import get_device, load_trained_model

				config = MODEL_CONFIGS[${py(size)}]
				config.hf_model_id = ${py(model.id)}
				device = get_device()
				model, test_dataset = load_trained_model(config, device)

				tokens, label = test_dataset[0]
				with torch.no_grad():
				    logits = model(tokens.unsqueeze(0).to(device))
				print("predicted:", logits.argmax(dim=-1).item(), "label:", int(label))
			`,
		),
	];
};
