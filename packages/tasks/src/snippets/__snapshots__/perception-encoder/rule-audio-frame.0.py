# git clone https://github.com/facebookresearch/perception_models.git && cd perception_models && pip install -e .
import torch
from core.audio_visual_encoder import PEAudioFrame, PEAudioFrameTransform

model = PEAudioFrame.from_config("pe-a-frame-large", pretrained=True)
transform = PEAudioFrameTransform.from_config("pe-a-frame-large")

inputs = transform(audio=["audio.wav"], text=["a person talking"])
with torch.inference_mode():
    outputs = model(**inputs)
print(outputs.spans)
