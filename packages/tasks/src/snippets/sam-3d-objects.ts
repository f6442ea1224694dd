import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const EXAMPLE = "notebook/images/shutterstock_stylish_kidsroom_1640806567";

/**
 * SAM 3D Objects: download the checkpoint repository, build the inference pipeline from its
 * `checkpoints/pipeline.yaml` and turn one masked object of the repository's example image into a
 * Gaussian splat.
 */
export const sam3dObjects: SnippetGenerator = (model) => [
	python(
		"Turn a masked object into 3D",
		code`
			# git clone https://github.com/facebookresearch/sam-3d-objects.git && cd sam-3d-objects  # then doc/setup.md
			import os
			import sys

			from huggingface_hub import snapshot_download

			sys.path.append("notebook")
			from inference import Inference, load_image, load_single_mask

			checkpoint_dir = snapshot_download(repo_id=${py(model.id)})
			inference = Inference(os.path.join(checkpoint_dir, "checkpoints", "pipeline.yaml"), compile=False)

			image = load_image(${py(`${EXAMPLE}/image.png`)})
			mask = load_single_mask(${py(EXAMPLE)}, index=14)
			output = inference(image, mask, seed=42)
			output["gs"].save_ply("splat.ply")
		`,
	),
];
