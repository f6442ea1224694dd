# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.object_detection(
    "cats.jpg",
    model="acme/object-detection-model",
)
print(result)
