import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const INSTALL = "# pip install -U git+https://github.com/facebookresearch/sam2.git";

/** SAM 2: segment an object in an image from a point prompt, and track it through a video. */
export const sam2: SnippetGenerator = (model) => [
	python(
		"Segment an image",
		code`
			${INSTALL}
			import numpy as np
			import torch
			from PIL import Image
			from sam2.sam2_image_predictor import SAM2ImagePredictor

			predictor = SAM2ImagePredictor.from_pretrained(${py(model.id)})
			image = np.array(Image.open("image.jpg").convert("RGB"))

			with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
			    predictor.set_image(image)
			    masks, scores, _ = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]))
			print(masks.shape, scores)
		`,
	),
	python(
		"Track an object through a video",
		code`
			${INSTALL}
			import numpy as np
			import torch
			from sam2.sam2_video_predictor import SAM2VideoPredictor

			predictor = SAM2VideoPredictor.from_pretrained(${py(model.id)})

			with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
			    state = predictor.init_state("video_frames/")  # a folder of JPEG frames
			    predictor.add_new_points_or_box(
			        state,
			        frame_idx=0,
			        obj_id=1,
			        points=np.array([[210, 350]], dtype=np.float32),
			        labels=np.array([1], dtype=np.int32),
			    )
			    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
			        print(frame_idx, object_ids, masks.shape)
		`,
	),
];
