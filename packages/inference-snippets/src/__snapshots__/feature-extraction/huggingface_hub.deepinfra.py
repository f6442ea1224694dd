# pip install -U 'huggingface_hub>=1.28.0'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["HF_TOKEN"],
)

result = client.feature_extraction(
    "Hiking boots need a few weeks to wear in.",
    model="acme/feature-extraction-model",
)
print(result)
