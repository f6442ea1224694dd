# pip install -U transformers
from transformers import pipeline

pipe = pipeline("text-generation", model="acme/demo-model")
pipe("I like you. I love you")
