# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/summarization-model"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "inputs": "The town council met on Tuesday to discuss the new cycle lanes. After two hours of debate, members agreed to build a first lane along the river next spring and to measure its use for a year before extending the network.",
    },
)
response.raise_for_status()
print(response.json())
