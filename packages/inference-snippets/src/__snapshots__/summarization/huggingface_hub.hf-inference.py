# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.summarization(
    "The town council met on Tuesday to discuss the new cycle lanes. After two hours of debate, members agreed to build a first lane along the river next spring and to measure its use for a year before extending the network.",
    model="acme/summarization-model",
)
print(result)
