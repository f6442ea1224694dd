# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.tabular_regression(
    table={
        "rooms": [
            "3",
            "2",
            "4",
        ],
        "surface_m2": [
            "72",
            "48",
            "95",
        ],
        "year_built": [
            "1998",
            "1975",
            "2011",
        ],
    },
    model="acme/tabular-regression-model",
)
print(result)
