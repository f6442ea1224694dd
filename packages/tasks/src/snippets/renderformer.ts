import { code } from "./shared/code-template.ts";
import { py, sh } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const INSTALL =
	"# git clone https://github.com/microsoft/renderformer && cd renderformer && pip install -r requirements.txt";

/**
 * RenderFormer: render an example scene with the repository's scripts (scene JSON → HDF5 →
 * image), and load the rendering pipeline in Python for batch use.
 */
export const renderformer: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Render an example scene",
		code: code`
			${INSTALL}
			python3 scene_processor/convert_scene.py examples/cbox.json --output_h5_path tmp/cbox/cbox.h5
			python3 infer.py --h5_file tmp/cbox/cbox.h5 --model_id ${sh(model.id)} --output_dir output/cbox/
		`,
	},
	python(
		"Load the rendering pipeline",
		code`
			${INSTALL}
			import torch
			from renderformer import RenderFormerRenderingPipeline

			pipeline = RenderFormerRenderingPipeline.from_pretrained(${py(model.id)})
			pipeline.to(torch.device("cuda"))
			# pipeline(triangles=..., texture=..., mask=..., vn=..., c2w=..., fov=..., resolution=512) renders
			# batches of scenes; infer.py shows how to read them from the HDF5 files.
		`,
	),
];
