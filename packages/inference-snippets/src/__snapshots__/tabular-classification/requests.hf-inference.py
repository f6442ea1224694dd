# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/tabular-classification-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": {
            "data": {
                "rooms": [
                    "3",
                    "2",
                    "4",
                ],
                "surface_m2": [
                    "72",
                    "48",
                    "95",
                ],
                "year_built": [
                    "1998",
                    "1975",
                    "2011",
                ],
            },
        },
    },
)
response.raise_for_status()
print(response.json())
