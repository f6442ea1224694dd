# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/question-answering-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": {
            "question": "Where does the night ferry stop?",
            "context": "The night ferry leaves the harbour at ten and stops at the island of Brac before reaching Split.",
        },
    },
)
response.raise_for_status()
print(response.json())
