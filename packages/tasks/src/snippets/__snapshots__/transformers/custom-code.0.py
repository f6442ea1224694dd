# pip install -U transformers
from transformers import pipeline

pipe = pipeline("text-classification", model="acme/demo-model", trust_remote_code=True)
pipe("I like you. I love you")
