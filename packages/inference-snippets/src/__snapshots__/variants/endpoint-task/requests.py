# pip install -U requests
import os

import requests

API_URL = "https://embeddings.internal.example"
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
