# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="groq",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="acme/text-generation-model",
    messages=[
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue.",
        },
    ],
)

print(completion.choices[0].message)
