# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/together/v2/videos"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "acme/text-to-video-model",
        "prompt": "A paper boat drifting down a rainy street",
    },
)
response.raise_for_status()
print(response.json())
