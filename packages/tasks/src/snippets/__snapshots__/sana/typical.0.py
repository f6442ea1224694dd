# git clone https://github.com/NVlabs/Sana.git && cd Sana && ./environment_setup.sh sana
import torch
from torchvision.utils import save_image
from app.sana_pipeline import SanaPipeline

# Use the config under configs/ that matches this checkpoint.
sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
sana.from_pretrained("hf://acme/demo-model/checkpoints/demo-model.pth")

image = sana(
    prompt="The weather is lovely today.",
    height=1024,
    width=1024,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
    generator=torch.Generator(device="cuda").manual_seed(42),
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))
