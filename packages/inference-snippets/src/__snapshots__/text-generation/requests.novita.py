# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/novita/v3/openai/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "acme/text-generation-model",
        "prompt": "The old lighthouse keeper opened the door and saw",
    },
)
response.raise_for_status()
print(response.json())
