# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/feature-extraction-model/pipeline/feature-extraction"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": "Hiking boots need a few weeks to wear in.",
    },
)
response.raise_for_status()
print(response.json())
