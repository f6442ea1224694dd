# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/table-question-answering-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": {
            "query": "How many moons does Jupiter have?",
            "table": {
                "planet": [
                    "Mars",
                    "Jupiter",
                    "Saturn",
                ],
                "moons": [
                    "2",
                    "95",
                    "146",
                ],
            },
        },
    },
)
response.raise_for_status()
print(response.json())
