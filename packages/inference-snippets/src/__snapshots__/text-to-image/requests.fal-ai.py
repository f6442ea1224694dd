# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/acme/text-to-image-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
    },
)
response.raise_for_status()
print(response.json())
