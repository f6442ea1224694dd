# pip install -U transformers
from transformers import pipeline

pipe = pipeline("text-to-speech", model="acme/demo-model")
pipe("Read this aloud")
