import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * 3DTopia-XL: inference runs from a clone of the project with its config file; the snippet
 * fetches the DiT and VAE checkpoints into the `pretrained` folder that config points to.
 */
export const lib3dtopiaXl: SnippetGenerator = (model) => [
	python(
		"Download the checkpoints",
		code`
			# git clone https://github.com/3DTopia/3DTopia-XL && cd 3DTopia-XL && pip install -r requirements.txt && bash install.sh
			from huggingface_hub import hf_hub_download

			for filename in ["model_sview_dit_fp16.pt", "model_vae_fp16.pt"]:
			    hf_hub_download(repo_id=${py(model.id)}, filename=filename, local_dir="pretrained")

			# Then generate a 3D asset from the images in the configured input folder:
			# python inference.py ./configs/inference_dit.yml
		`,
	),
];
