# pip install -U transformers
from transformers import pipeline

pipe = pipeline("text-generation", model="acme/demo-model")
messages = [
    {"role": "user", "content": "Who are you?"},
]
pipe(messages)
