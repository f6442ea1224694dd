# pip install -U diffusionkit
from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(
    shift=1.0,
    model_version="acme/demo-model",
    low_memory_mode=True,
    a16=True,
    w16=True,
)
prompt = "A photo of a cat sitting on a windowsill at sunset"
image, _ = pipeline.generate_image(
    prompt,
    cfg_weight=0,
    num_steps=4,
    latent_size=(64, 64),
)
image.save("image.png")
