# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.document_question_answering(
    "invoice.png",
    question="What is the total amount due?",
    model="acme/document-question-answering-model",
)
print(result)
