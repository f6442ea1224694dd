# pip install -U git+https://github.com/facebookresearch/sam2.git
import numpy as np
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained("acme/demo-model")

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
