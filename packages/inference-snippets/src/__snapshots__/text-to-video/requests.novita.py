# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/novita/v3/async/acme/text-to-video-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "prompt": "A paper boat drifting down a rainy street",
    },
)
response.raise_for_status()
print(response.json())
