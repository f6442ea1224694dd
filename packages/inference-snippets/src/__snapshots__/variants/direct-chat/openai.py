# pip install -U openai
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://api.groq.com/openai/v1",
    api_key=os.environ["GROQ_API_KEY"],
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
