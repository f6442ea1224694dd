# pip install -U 'huggingface_hub>=1.28.0'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_speech(
    "Welcome to the hub. Have a pleasant day.",
    model="acme/text-to-speech-model",
)

with open("output.flac", "wb") as out:
    out.write(result)
print("Saved", "output.flac")
