# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/acme/automatic-speech-recognition-model/predictions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
    "Prefer": "wait",
}

with open("sample1.flac", "rb") as f:
    file_data = "data:audio/flac;base64," + base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "input": {
            "audio": file_data,
        },
    },
)
response.raise_for_status()
print(response.json())
