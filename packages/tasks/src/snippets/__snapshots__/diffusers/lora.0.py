# pip install -U diffusers transformers accelerate
import torch
from diffusers import DiffusionPipeline

# switch to "mps" on Apple silicon
pipe = DiffusionPipeline.from_pretrained("acme/base-sdxl", dtype=torch.bfloat16, device_map="cuda")
pipe.load_lora_weights("acme/demo-model")

prompt = "a photo of sks dog"
image = pipe(prompt).images[0]
