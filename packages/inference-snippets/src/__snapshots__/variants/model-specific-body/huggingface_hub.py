# pip install -U 'huggingface_hub>=1.16.0'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    "cats.jpg",
    prompt="Turn the cats into tigers.",
    model="acme/image-to-image-model",
)

# The answer is a PIL image.
result.save("output.jpg")
print("Saved", "output.jpg")
