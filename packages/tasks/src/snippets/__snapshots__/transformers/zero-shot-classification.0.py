# pip install -U transformers
from transformers import pipeline

pipe = pipeline("zero-shot-classification", model="acme/demo-model")
pipe("I have a problem with my iphone that needs to be resolved asap!", candidate_labels=["refund", "legal", "faq"])
