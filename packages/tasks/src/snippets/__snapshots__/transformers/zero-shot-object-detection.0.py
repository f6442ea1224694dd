# pip install -U transformers
from transformers import pipeline

pipe = pipeline("zero-shot-object-detection", model="acme/demo-model")
pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg", candidate_labels=["cat", "dog", "llama"])
