# pip install -U requests
import base64
import os

import requests

API_URL = "https://router.huggingface.co/together/v2/videos"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    file_data = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode()

response = requests.post(
    API_URL,
    headers=headers,
    json={
        "model": "acme/image-to-video-model",
        "prompt": "The cats slowly wake up and stretch.",
        "frame_images": [
            {
                "input_image": file_data,
                "frame": "first",
            },
        ],
    },
)
response.raise_for_status()
print(response.json())
