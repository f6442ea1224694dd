# pip install -U requests
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/flux-lora"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
        "loras": [
            {
                "path": "https://huggingface.co/acme/text-to-image-model/resolve/main/pixel-art.safetensors",
                "scale": 1,
            },
        ],
    },
)
response.raise_for_status()
print(response.json())
