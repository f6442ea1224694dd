# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/sentence-similarity-model/pipeline/sentence-similarity"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": {
            "source_sentence": "A man is playing the guitar.",
            "sentences": [
                "Someone plays a musical instrument.",
                "A woman is cooking pasta.",
                "The guitar is out of tune.",
            ],
        },
    },
)
response.raise_for_status()
print(response.json())
