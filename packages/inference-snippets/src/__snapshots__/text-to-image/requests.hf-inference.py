# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/text-to-image-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": "A lighthouse on a rocky cliff at sunset, watercolor",
    },
)
response.raise_for_status()

with open("output.jpg", "wb") as out:
    out.write(response.content)
print("Saved", "output.jpg")
