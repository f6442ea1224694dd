# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.audio_to_audio(
    "sample1.flac",
    model="acme/audio-to-audio-model",
)
print(result)
