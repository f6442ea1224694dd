import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_WEIGHTS = "MeshAnything_350m.pth";

/**
 * MeshAnything: build the model from the repository's code and load the checkpoint of `model.id`
 * (a safetensors file, despite its `.pth` name). The weights file is the repository's first
 * `.pth` file, or `MeshAnything_350m.pth`.
 */
export const meshAnything: SnippetGenerator = (model) => {
	const weights = model.siblings?.find((s) => s.rfilename.endsWith(".pth"))?.rfilename ?? DEFAULT_WEIGHTS;
	return [
		python(
			"Load the mesh generator",
			code`
				# git clone https://github.com/buaacyw/MeshAnything.git && cd MeshAnything && pip install -r requirements.txt
				import argparse

				from huggingface_hub import hf_hub_download
				from safetensors.torch import load_file
				from MeshAnything.models.meshanything import MeshAnything

				# The settings main.py uses for the 350m model
				args = argparse.Namespace(llm="facebook/opt-350m", codebook_size=8192, codebook_dim=1024, n_max_triangles=800)
				model = MeshAnything(args)
				weights = hf_hub_download(repo_id=${py(model.id)}, filename=${py(weights)})
				model.load_state_dict(load_file(weights), strict=True)

				# model(pc_normal) turns a batch of normalized point clouds with normals (B x N x 6) into meshes;
				# main.py in the repository shows the preprocessing from .ply/.obj/.npy files.
			`,
		),
	];
};
