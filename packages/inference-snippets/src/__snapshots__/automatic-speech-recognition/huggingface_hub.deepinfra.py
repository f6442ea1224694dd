# pip install -U 'huggingface_hub>=1.22.0'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["HF_TOKEN"],
)

result = client.automatic_speech_recognition(
    "sample1.flac",
    model="acme/automatic-speech-recognition-model",
)
print(result)
