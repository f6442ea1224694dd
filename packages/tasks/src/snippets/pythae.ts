import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** pythae: download a trained autoencoder from the hub and sample new data from its prior. */
export const pythae: SnippetGenerator = (model) => [
	python(
		"Load the model and generate samples",
		code`
			# pip install -U pythae
			from pythae.models import AutoModel
			from pythae.samplers import NormalSampler

			model = AutoModel.load_from_hf_hub(hf_hub_path=${py(model.id)}, allow_pickle=True)
			sampler = NormalSampler(model=model)
			samples = sampler.sample(num_samples=4)
			print(samples.shape)
		`,
	),
];
