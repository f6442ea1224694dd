# pip install -U diffusers transformers accelerate
import torch
from diffusers import DiffusionPipeline
from diffusers.utils import load_image

# switch to "mps" on Apple silicon
pipe = DiffusionPipeline.from_pretrained("acme/demo-model", dtype=torch.bfloat16, device_map="cuda")
input_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cup.png")
prompt = "Turn this cup into a glass of orange juice"
image = pipe(image=input_image, prompt=prompt).images[0]
image.save("image.png")
