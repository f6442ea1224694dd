# pip install -U pyannote.audio
import os

from pyannote.audio import Inference, Model

model = Model.from_pretrained("acme/demo-model", token=os.environ.get("HF_TOKEN"))
inference = Inference(model)
output = inference("audio.wav")
print(output)
