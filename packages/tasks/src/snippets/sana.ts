import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_PROMPT = 'a cyberpunk cat with a neon sign that says "Sana"';

/**
 * Sana (the NVlabs repository's own pipeline): load a `.pth` checkpoint from the hub with an
 * `hf://` path. The checkpoint is the repository's first `.pth` file, or
 * `checkpoints/<name>.pth` when the file list is unknown; the config must match the checkpoint.
 */
export const sana: SnippetGenerator = (model) => {
	const name = model.id.split("/").pop() ?? model.id;
	const checkpoint = model.siblings?.find((s) => s.rfilename.endsWith(".pth"))?.rfilename ?? `checkpoints/${name}.pth`;
	const prompt = exampleText(model, DEFAULT_PROMPT);
	return [
		python(
			"Generate an image",
			code`
				# git clone https://github.com/NVlabs/Sana.git && cd Sana && ./environment_setup.sh sana
				import torch
				from torchvision.utils import save_image
				from app.sana_pipeline import SanaPipeline

				# Use the config under configs/ that matches this checkpoint.
				sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
				sana.from_pretrained(${py(`hf://${model.id}/${checkpoint}`)})

				image = sana(
				    prompt=${py(prompt)},
				    height=1024,
				    width=1024,
				    guidance_scale=5.0,
				    pag_guidance_scale=2.0,
				    num_inference_steps=18,
				    generator=torch.Generator(device="cuda").manual_seed(42),
				)
				save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))
			`,
		),
	];
};
