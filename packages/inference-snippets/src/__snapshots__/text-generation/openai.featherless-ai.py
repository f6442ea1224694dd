# pip install -U openai
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/featherless-ai/v1",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.completions.create(
    model="acme/text-generation-model",
    prompt="The old lighthouse keeper opened the door and saw",
)

print(completion.choices[0].text)
