# pip install -U requests
import json
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
        "model": "acme/chat-model",
        "messages": [
            {
                "role": "user",
                "content": "Explain in one sentence why the sky looks blue.",
            },
        ],
        "stream": True,
    },
    stream=True,
)
response.raise_for_status()

# The answer arrives as server-sent events: "data: {json}" lines, then "data: [DONE]".
for line in response.iter_lines():
    if not line.startswith(b"data:"):
        continue
    data = line[len(b"data:"):].strip()
    if data == b"[DONE]":
        break
    choices = json.loads(data).get("choices") or [{}]
    content = choices[0].get("delta", {}).get("content")
    if content:
        print(content, end="", flush=True)
print()
