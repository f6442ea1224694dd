# git clone https://github.com/facebookresearch/perception_models.git && cd perception_models && pip install -e .
import torch
from PIL import Image
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms

model = pe.VisionTransformer.from_config("PE-Core-L14-336", pretrained=True)  # downloads the weights from the hub
preprocess = transforms.get_image_transform(model.image_size)

image = preprocess(Image.open("image.jpg")).unsqueeze(0)
with torch.no_grad():
    features = model(image)
print(features.shape)
