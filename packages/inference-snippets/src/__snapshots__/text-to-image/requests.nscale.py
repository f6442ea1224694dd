# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/nscale/v1/images/generations"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "acme/text-to-image-model",
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
        "response_format": "b64_json",
    },
)
response.raise_for_status()
print(response.json())
