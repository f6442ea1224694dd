# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/together/v1/embeddings"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "acme/feature-extraction-model",
        "input": "Hiking boots need a few weeks to wear in.",
    },
)
response.raise_for_status()
print(response.json())
