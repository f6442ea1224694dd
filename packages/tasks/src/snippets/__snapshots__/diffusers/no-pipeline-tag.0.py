# pip install -U diffusers transformers accelerate
import torch
from diffusers import DiffusionPipeline

# switch to "mps" on Apple silicon
pipe = DiffusionPipeline.from_pretrained("acme/demo-model", dtype=torch.bfloat16, device_map="cuda")
prompt = "The weather is lovely today."
output = pipe(prompt)
