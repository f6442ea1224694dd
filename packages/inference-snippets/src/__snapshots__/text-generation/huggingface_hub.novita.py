# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="novita",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_generation(
    "The old lighthouse keeper opened the door and saw",
    model="acme/text-generation-model",
)
print(result)
