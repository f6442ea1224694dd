# pip install -U diffusionkit
from diffusionkit.mlx import DiffusionPipeline

pipeline = DiffusionPipeline(
    shift=3.0,
    use_t5=False,
    model_version="acme/demo-model",
    low_memory_mode=True,
    a16=True,
    w16=True,
)
prompt = "A photo of a cat sitting on a windowsill at sunset"
image, _ = pipeline.generate_image(
    prompt,
    cfg_weight=5,
    num_steps=50,
    latent_size=(64, 64),
)
image.save("image.png")
