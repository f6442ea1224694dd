# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/acme/text-to-audio-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "prompt": "A gentle piano melody with soft rain in the background",
    },
)
response.raise_for_status()
print(response.json())
