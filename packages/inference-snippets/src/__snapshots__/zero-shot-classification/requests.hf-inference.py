# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/zero-shot-classification-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": "I was charged twice for the same order and would like my money back.",
        "parameters": {
            "candidate_labels": [
                "refund",
                "legal",
                "faq",
            ],
        },
    },
)
response.raise_for_status()
print(response.json())
