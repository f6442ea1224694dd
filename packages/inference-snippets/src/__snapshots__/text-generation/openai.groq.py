# pip install -U openai
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="acme/text-generation-model:groq",
    messages=[
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue.",
        },
    ],
)

print(completion.choices[0].message)
