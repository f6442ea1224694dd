import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** SAM 3D Body: load the mesh-recovery model from the hub and reconstruct the people in one image. */
export const sam3dBody: SnippetGenerator = (model) => [
	python(
		"Recover human meshes from an image",
		code`
			# git clone https://github.com/facebookresearch/sam-3d-body.git && cd sam-3d-body  # then install as its README says
			from sam_3d_body import SAM3DBodyEstimator, load_sam_3d_body_hf

			model, model_cfg = load_sam_3d_body_hf(${py(model.id)})
			# Without a detector the whole image is one person box; notebook/utils.py adds detector, segmentor and FOV.
			estimator = SAM3DBodyEstimator(
			    sam_3d_body_model=model,
			    model_cfg=model_cfg,
			    human_detector=None,
			    human_segmentor=None,
			    fov_estimator=None,
			)
			outputs = estimator.process_one_image("image.jpg")
			for person in outputs:
			    print(person["pred_vertices"].shape)
		`,
	),
];
