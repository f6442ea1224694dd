# pip install -U transformers
from transformers import pipeline

pipe = pipeline("document-question-answering", model="acme/demo-model")
pipe(image="https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg", question="What is shown in the picture?")
