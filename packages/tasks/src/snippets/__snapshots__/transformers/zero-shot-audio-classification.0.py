# pip install -U transformers
from transformers import pipeline

pipe = pipeline("zero-shot-audio-classification", model="acme/demo-model")
pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/mlk.flac", candidate_labels=["dog barking", "speech", "music"])
