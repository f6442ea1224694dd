import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Depth Pro: the package loads `./checkpoints/depth_pro.pt` by default, so the snippet downloads
 * the checkpoint there, then predicts metric depth for one image.
 */
export const depthPro: SnippetGenerator = (model) => [
	python(
		"Estimate metric depth",
		code`
			# pip install git+https://github.com/apple/ml-depth-pro.git
			import depth_pro
			from huggingface_hub import hf_hub_download

			hf_hub_download(repo_id=${py(model.id)}, filename="depth_pro.pt", local_dir="checkpoints")
			model, transform = depth_pro.create_model_and_transforms()
			model.eval()

			image, _, f_px = depth_pro.load_rgb("image.jpg")
			prediction = model.infer(transform(image), f_px=f_px)
			depth = prediction["depth"]  # metres
			print(depth.shape, prediction["focallength_px"])
		`,
	),
];
