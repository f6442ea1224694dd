# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/acme/text-to-video-model/predictions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
    "Prefer": "wait",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "input": {
            "prompt": "A paper boat drifting down a rainy street",
        },
    },
)
response.raise_for_status()
print(response.json())
