# pip install -U 'huggingface_hub>=1.12.2'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="deepinfra",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="acme/chat-model",
    messages=[
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue.",
        },
    ],
)

print(completion.choices[0].message)
