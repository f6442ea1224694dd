import { lines, py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/** GaussianFormer: renders a 3D Gaussian Splatting scene (a PLY file) from new cameras with a transformer. */
export const gaussianformer: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Render a Gaussian splat",
		code: lines(
			'# pip install "gaussianformer @ git+https://github.com/SVLwoof/gaussianformer"',
			"import torch",
			"from gaussianformer import GaussianFormerRenderingPipeline, load_ply",
			"from gaussianformer.utils.cameras import orbit",
			"",
			`pipeline = GaussianFormerRenderingPipeline.from_pretrained(${py(model.id)}).to("cuda")`,
			'gaussians = load_ply("object.ply", up="z")',
			"cameras = torch.from_numpy(orbit(8, 1.7))  # 8 camera-to-world matrices on an orbit",
			"images = pipeline(gaussians, cameras, fov=45.0)",
			"print(images.shape)",
		),
	},
];
