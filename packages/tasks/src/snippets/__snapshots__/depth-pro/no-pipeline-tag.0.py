# pip install git+https://github.com/apple/ml-depth-pro.git
import depth_pro
from huggingface_hub import hf_hub_download

hf_hub_download(repo_id="acme/demo-model", filename="depth_pro.pt", local_dir="checkpoints")
model, transform = depth_pro.create_model_and_transforms()
model.eval()

image, _, f_px = depth_pro.load_rgb("image.jpg")
prediction = model.infer(transform(image), f_px=f_px)
depth = prediction["depth"]  # metres
print(depth.shape, prediction["focallength_px"])
