# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/document-question-answering-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

with open("invoice.png", "rb") as f:
    file_data = base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": {
            "image": file_data,
            "question": "What is the total amount due?",
        },
    },
)
response.raise_for_status()
print(response.json())
