# pip install -U mlx-image
from mlxim.model import create_model

model = create_model(
    "demo-model",
    weights="hf://acme/demo-model/model.safetensors",
)
model.eval()
