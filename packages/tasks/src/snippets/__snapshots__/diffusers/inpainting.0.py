# pip install -U diffusers transformers accelerate
import torch
from diffusers import AutoPipelineForInpainting
from diffusers.utils import load_image

# switch to "mps" on Apple silicon
pipe = AutoPipelineForInpainting.from_pretrained("acme/demo-model", dtype=torch.float16, device_map="cuda")
image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/inpaint.png").resize((1024, 1024))
mask_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/inpaint_mask.png").resize((1024, 1024))

result = pipe(
    prompt="a tiger sitting on a park bench",
    image=image,
    mask_image=mask_image,
    guidance_scale=8.0,
    num_inference_steps=20,
    strength=0.99,
    generator=torch.Generator(device="cuda").manual_seed(0),
).images[0]
