# pip install -U transformers
from transformers import pipeline

pipe = pipeline("zero-shot-image-classification", model="acme/demo-model")
pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg", candidate_labels=["animals", "humans", "landscape"])
