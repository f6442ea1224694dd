# git clone https://github.com/DepthAnything/Depth-Anything-V2 && cd Depth-Anything-V2 && pip install -r requirements.txt
import cv2
import torch
from depth_anything_v2.dpt import DepthAnythingV2
from huggingface_hub import hf_hub_download

model = DepthAnythingV2(encoder="vitl", features=256, out_channels=[256, 512, 1024, 1024])
checkpoint = hf_hub_download(repo_id="acme/demo-model", filename="depth_anything_v2_vitl.pth")
model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
model.eval()

depth = model.infer_image(cv2.imread("image.jpg"))  # H x W relative depth
print(depth.shape)
