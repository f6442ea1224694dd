# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.table_question_answering(
    table={
        "planet": [
            "Mars",
            "Jupiter",
            "Saturn",
        ],
        "moons": [
            "2",
            "95",
            "146",
        ],
    },
    query="How many moons does Jupiter have?",
    model="acme/table-question-answering-model",
)
print(result)
