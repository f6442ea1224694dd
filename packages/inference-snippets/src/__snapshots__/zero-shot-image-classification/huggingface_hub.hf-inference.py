# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.zero_shot_image_classification(
    "cats.jpg",
    candidate_labels=[
        "cat",
        "dog",
        "llama",
    ],
    model="acme/zero-shot-image-classification-model",
)
print(result)
