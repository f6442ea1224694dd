# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/together/v1/images/generations"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    file_data = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "black-forest-labs/FLUX.1-kontext-pro",
        "prompt": "Turn the cats into tigers.",
        "image_url": file_data,
        "response_format": "base64",
    },
)
response.raise_for_status()
print(response.json())
