import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * GaussianFormer: renders a 3D Gaussian Splatting scene (a PLY file) from new cameras with a
 * transformer. The snippet follows the project README's batched form (gaussians [1, N, 14], mask
 * [1, N], cameras [1, V, 4, 4], fov [1, V]) and passes them by keyword, which the pipeline's
 * published call signatures all accept; `to()` is a statement because older releases return None.
 */
export const gaussianformer: SnippetGenerator = (model) => [
	python(
		"Render a Gaussian splat",
		code`
			# pip install "gaussianformer @ git+https://github.com/SVLwoof/gaussianformer"  (Linux, NVIDIA GPU, Python 3.12)
			import torch
			from gaussianformer import GaussianFormerRenderingPipeline, load_ply
			from gaussianformer.utils.cameras import orbit

			pipeline = GaussianFormerRenderingPipeline.from_pretrained(${py(model.id)})
			pipeline.to(torch.device("cuda"))
			gaussians = load_ply("object.ply", up="z")[None]  # [1, N, 14]
			mask = torch.ones(gaussians.shape[:2], dtype=torch.bool, device="cuda")
			c2w = torch.from_numpy(orbit(8, 1.7))[None].cuda()  # [1, 8, 4, 4]: 8 cameras on an orbit
			fov = torch.full((1, 8), 45.0, device="cuda")  # degrees
			images = pipeline(gaussians=gaussians, mask=mask, c2w=c2w, fov=fov)
			print(images.shape)  # [1, 8, 512, 512, 3]
		`,
	),
];
