# pip install git+https://github.com/PramaLLC/BEN2.git
import torch
from ben2 import AutoModel
from PIL import Image

device = "cuda" if torch.cuda.is_available() else "cpu"
model = AutoModel.from_pretrained("acme/demo-model")
model.to(device).eval()

foreground = model.inference(Image.open("image.jpg"))
foreground.save("foreground.png")
