# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/fill-mask-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": "Paris is the [MASK] of France.",
    },
)
response.raise_for_status()
print(response.json())
