# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/acme/audio-to-audio-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

with open("sample1.flac", "rb") as f:
    file_data = "data:audio/flac;base64," + base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "audio_url": file_data,
    },
)
response.raise_for_status()
print(response.json())
