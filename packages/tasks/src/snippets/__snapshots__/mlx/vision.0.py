# pip install -U mlx-vlm
from mlx_vlm import generate, load
from mlx_vlm.prompt_utils import apply_chat_template
from mlx_vlm.utils import load_config

model, processor = load("acme/demo-model")
config = load_config("acme/demo-model")

image = ["http://images.cocodataset.org/val2017/000000039769.jpg"]
prompt = apply_chat_template(processor, config, "Describe this image.", num_images=len(image))
output = generate(model, processor, prompt, image, verbose=False)
print(output)
