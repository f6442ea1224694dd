# pip install -U pyannote.audio
import os

from pyannote.audio import Pipeline

# Gated pipelines need their user conditions accepted and a token (HF_TOKEN).
pipeline = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1", token=os.environ.get("HF_TOKEN"))
output = pipeline("audio.wav")
print(output)
