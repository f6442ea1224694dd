# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    model="https://inference.atrium.example/hf-inference/models/acme/summarization-model",
    api_key=os.environ["HF_TOKEN"],
)

result = client.summarization(
    "The town council met on Tuesday to discuss the new cycle lanes. After two hours of debate, members agreed to build a first lane along the river next spring and to measure its use for a year before extending the network.",
)
print(result)
