# git clone https://github.com/3DTopia/3DTopia-XL && cd 3DTopia-XL && pip install -r requirements.txt && bash install.sh
from huggingface_hub import hf_hub_download

for filename in ["model_sview_dit_fp16.pt", "model_vae_fp16.pt"]:
    hf_hub_download(repo_id="acme/demo-model", filename=filename, local_dir="pretrained")

# Then generate a 3D asset from the images in the configured input folder:
# python inference.py ./configs/inference_dit.yml
