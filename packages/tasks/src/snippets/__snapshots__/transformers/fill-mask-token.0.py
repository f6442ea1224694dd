# pip install -U transformers
from transformers import pipeline

pipe = pipeline("fill-mask", model="acme/demo-model")
pipe("Paris is the <mask> of France.")
