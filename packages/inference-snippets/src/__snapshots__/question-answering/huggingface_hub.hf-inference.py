# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.question_answering(
    question="Where does the night ferry stop?",
    context="The night ferry leaves the harbour at ten and stops at the island of Brac before reaching Split.",
    model="acme/question-answering-model",
)
print(result)
