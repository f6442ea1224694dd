# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/text-to-speech-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": "Welcome to the hub. Have a pleasant day.",
    },
)
response.raise_for_status()

with open("output.flac", "wb") as out:
    out.write(response.content)
print("Saved", "output.flac")
