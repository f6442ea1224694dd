# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/audio-classification-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "audio/flac",
}

with open("sample1.flac", "rb") as f:
    file_data = f.read()

response = requests.post(API_URL, headers=headers, data=file_data)
response.raise_for_status()
print(response.json())
