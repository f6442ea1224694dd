# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

stream = client.chat.completions.create(
    model="acme/chat-model",
    messages=[
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue.",
        },
    ],
    stream=True,
)

for chunk in stream:
    if chunk.choices and chunk.choices[0].delta.content:
        print(chunk.choices[0].delta.content, end="", flush=True)
print()
