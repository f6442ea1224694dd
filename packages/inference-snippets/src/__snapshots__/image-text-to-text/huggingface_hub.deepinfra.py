# pip install -U 'huggingface_hub>=1.12.2'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="acme/vision-chat-model",
    messages=[
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Describe this image in one sentence.",
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "https://upload.wikimedia.org/wikipedia/commons/4/47/PNG_transparency_demonstration_1.png",
                    },
                },
            ],
        },
    ],
)

print(completion.choices[0].message)
