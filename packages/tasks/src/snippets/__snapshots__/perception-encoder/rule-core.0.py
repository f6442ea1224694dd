# git clone https://github.com/facebookresearch/perception_models.git && cd perception_models && pip install -e .
import torch
from PIL import Image
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms

model = pe.CLIP.from_config("PE-Core-L14-336", pretrained=True)  # downloads the weights from the hub
preprocess = transforms.get_image_transform(model.image_size)
tokenizer = transforms.get_text_tokenizer(model.context_length)

image = preprocess(Image.open("image.jpg")).unsqueeze(0)
text = tokenizer(["a photo of a cat", "a photo of a dog", "a photo of a llama"])
with torch.no_grad():
    image_features, text_features, logit_scale = model(image, text)
    probs = (logit_scale * image_features @ text_features.T).softmax(dim=-1)
print(probs)
