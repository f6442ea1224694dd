# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.fill_mask(
    "Paris is the [MASK] of France.",
    model="acme/fill-mask-model",
)
print(result)
