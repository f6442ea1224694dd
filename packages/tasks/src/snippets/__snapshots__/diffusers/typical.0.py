# pip install -U diffusers transformers accelerate
import torch
from diffusers import DiffusionPipeline

# switch to "mps" on Apple silicon
pipe = DiffusionPipeline.from_pretrained("acme/demo-model", torch_dtype=torch.bfloat16).to("cuda")
prompt = "The weather is lovely today."
output = pipe(prompt)
