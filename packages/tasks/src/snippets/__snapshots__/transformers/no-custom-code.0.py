# pip install -U transformers
from transformers import pipeline

pipe = pipeline("text-classification", model="acme/demo-model")
pipe("I like you. I love you")
