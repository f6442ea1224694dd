# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.audio_classification(
    "sample1.flac",
    model="acme/audio-classification-model",
)
print(result)
