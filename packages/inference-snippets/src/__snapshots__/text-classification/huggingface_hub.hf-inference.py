# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_classification(
    "The parcel arrived two days early and in perfect shape.",
    model="acme/text-classification-model",
)
print(result)
