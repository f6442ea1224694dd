# pip install -U transformers
from transformers import pipeline

pipe = pipeline("video-classification", model="acme/demo-model")
