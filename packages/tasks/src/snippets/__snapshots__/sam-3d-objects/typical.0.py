# git clone https://github.com/facebookresearch/sam-3d-objects.git && cd sam-3d-objects  # then doc/setup.md
import os
import sys

from huggingface_hub import snapshot_download

sys.path.append("notebook")
from inference import Inference, load_image, load_single_mask

checkpoint_dir = snapshot_download(repo_id="acme/demo-model")
inference = Inference(os.path.join(checkpoint_dir, "checkpoints", "pipeline.yaml"), compile=False)

image = load_image("notebook/images/shutterstock_stylish_kidsroom_1640806567/image.png")
mask = load_single_mask("notebook/images/shutterstock_stylish_kidsroom_1640806567", index=14)
output = inference(image, mask, seed=42)
output["gs"].save_ply("splat.ply")
