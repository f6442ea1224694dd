# pip install -U sae-lens
import torch
from sae_lens import SAE

# sae_id is the folder of the SAE inside the repository.
sae = SAE.from_pretrained(release="acme/demo-model", sae_id="blocks.0.hook_resid_pre")

activations = torch.randn(1, sae.cfg.d_in)
features = sae.encode(activations)
print(features.shape)
