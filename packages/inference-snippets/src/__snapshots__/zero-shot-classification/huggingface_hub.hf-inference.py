# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.zero_shot_classification(
    "I was charged twice for the same order and would like my money back.",
    candidate_labels=[
        "refund",
        "legal",
        "faq",
    ],
    model="acme/zero-shot-classification-model",
)
print(result)
