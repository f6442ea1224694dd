# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/acme/image-to-image-model/predictions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
    "Prefer": "wait",
}

with open("cats.jpg", "rb") as f:
    file_data = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "input": {
            "image": file_data,
            "prompt": "Turn the cats into tigers.",
        },
    },
)
response.raise_for_status()
print(response.json())
