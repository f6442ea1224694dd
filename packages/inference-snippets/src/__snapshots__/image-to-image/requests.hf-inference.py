# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/image-to-image-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    file_data = base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": file_data,
        "parameters": {
            "prompt": "Turn the cats into tigers.",
        },
    },
)
response.raise_for_status()

with open("output.jpg", "wb") as out:
    out.write(response.content)
print("Saved", "output.jpg")
