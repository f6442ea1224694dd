# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.translation(
    "The museum opens at nine and closes at six.",
    model="acme/translation-model",
)
print(result)
