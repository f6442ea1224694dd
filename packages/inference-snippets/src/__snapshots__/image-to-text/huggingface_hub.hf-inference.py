# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_text(
    "cats.jpg",
    model="acme/image-to-text-model",
)
print(result)
