# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="zai-org",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_image(
    "A lighthouse on a rocky cliff at sunset, watercolor",
    model="acme/text-to-image-model",
)

# The answer is a PIL image.
result.save("output.jpg")
print("Saved", "output.jpg")
