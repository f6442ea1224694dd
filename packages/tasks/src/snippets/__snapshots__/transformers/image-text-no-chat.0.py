# pip install -U transformers
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="acme/demo-model")
