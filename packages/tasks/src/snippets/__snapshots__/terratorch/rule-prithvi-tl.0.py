# pip install -U terratorch
import torch
from terratorch.registry import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build("prithvi_eo_v2_300_tl", pretrained=True)  # downloads the weights from the hub
features = model(torch.randn(1, 6, 224, 224))  # six HLS bands, 224 x 224 pixels
print([f.shape for f in features])
