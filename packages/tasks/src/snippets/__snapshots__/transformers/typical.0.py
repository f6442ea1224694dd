# pip install -U transformers
from transformers import pipeline

pipe = pipeline("audio-classification", model="acme/demo-model")
pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/mlk.flac")
