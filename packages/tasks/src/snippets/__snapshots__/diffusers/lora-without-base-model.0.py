# pip install -U diffusers transformers accelerate
import torch
from diffusers import DiffusionPipeline

# switch to "mps" on Apple silicon
pipe = DiffusionPipeline.from_pretrained("acme/demo-model", dtype=torch.bfloat16, device_map="cuda")
prompt = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k"
image = pipe(prompt, num_inference_steps=5).images[0]
image.save("image.png")
