# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.visual_question_answering(
    "cats.jpg",
    question="How many cats are lying down?",
    model="acme/visual-question-answering-model",
)
print(result)
