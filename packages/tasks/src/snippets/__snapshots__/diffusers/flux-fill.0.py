# pip install -U diffusers transformers accelerate
import torch
from diffusers import FluxFillPipeline
from diffusers.utils import load_image

# switch to "mps" on Apple silicon
pipe = FluxFillPipeline.from_pretrained("acme/demo-model", dtype=torch.bfloat16, device_map="cuda")
image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cup.png")
mask = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cup_mask.png")

result = pipe(
    prompt="a white paper cup",
    image=image,
    mask_image=mask,
    guidance_scale=30,
    num_inference_steps=50,
    max_sequence_length=512,
    generator=torch.Generator("cpu").manual_seed(0),
).images[0]
result.save("flux-fill.png")
