import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const PLACEHOLDER_SAE_ID = "blocks.0.hook_resid_pre";

/**
 * SAELens: a repository holds one SAE per folder; the SAE id is that folder. The first folder
 * with a `cfg.json` is used when the file list is known, otherwise a placeholder hook name.
 */
export const saelens: SnippetGenerator = (model) => {
	const cfg = model.siblings?.find((s) => /^.+\/cfg\.json$/.test(s.rfilename))?.rfilename;
	const saeId = cfg ? cfg.slice(0, -"/cfg.json".length) : PLACEHOLDER_SAE_ID;
	return [
		python(
			"Load a sparse autoencoder",
			code`
				# pip install -U sae-lens
				import torch
				from sae_lens import SAE

				# sae_id is the folder of the SAE inside the repository.
				sae = SAE.from_pretrained(release=${py(model.id)}, sae_id=${py(saeId)})

				activations = torch.randn(1, sae.cfg.d_in)
				features = sae.encode(activations)
				print(features.shape)
			`,
		),
	];
};
