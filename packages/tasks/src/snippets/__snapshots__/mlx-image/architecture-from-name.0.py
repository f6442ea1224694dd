# pip install -U mlx-image
from mlxim.model import create_model

model = create_model(
    "resnet18",
    weights="hf://mlx-vision/resnet18-mlxim/model.npz",
)
model.eval()
