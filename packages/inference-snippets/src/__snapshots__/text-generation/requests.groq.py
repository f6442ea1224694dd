# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "acme/text-generation-model:groq",
        "messages": [
            {
                "role": "user",
                "content": "Explain in one sentence why the sky looks blue.",
            },
        ],
        "stream": False,
    },
)
response.raise_for_status()
print(response.json()["choices"][0]["message"])
