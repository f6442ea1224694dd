# pip install -U pyannote.audio
import os

from pyannote.audio import Inference, Model

model = Model.from_pretrained("pyannote/segmentation-3.0", token=os.environ.get("HF_TOKEN"))
inference = Inference(model)
output = inference("audio.wav")
print(output)
