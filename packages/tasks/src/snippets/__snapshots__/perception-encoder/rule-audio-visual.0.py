# git clone https://github.com/facebookresearch/perception_models.git && cd perception_models && pip install -e .
import torch
from core.audio_visual_encoder import PEAudioVisual, PEAudioVisualTransform

model = PEAudioVisual.from_config("pe-av-large", pretrained=True)
transform = PEAudioVisualTransform.from_config("pe-av-large")

inputs = transform(videos=["video.mp4"], text=["a person talking with a train in the background"])
with torch.inference_mode():
    outputs = model(**inputs)
print(torch.einsum("ij,ij->i", outputs.visual_embeds, outputs.visual_text_embeds))
