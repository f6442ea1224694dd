# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.sentence_similarity(
    "A man is playing the guitar.",
    other_sentences=[
        "Someone plays a musical instrument.",
        "A woman is cooking pasta.",
        "The guitar is out of tune.",
    ],
    model="acme/sentence-similarity-model",
)
print(result)
