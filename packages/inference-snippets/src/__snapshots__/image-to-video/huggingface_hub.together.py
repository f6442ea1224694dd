# pip install -U 'huggingface_hub>=1.16.0'
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_video(
    "cats.jpg",
    prompt="The cats slowly wake up and stretch.",
    model="acme/image-to-video-model",
)

with open("output.mp4", "wb") as out:
    out.write(result)
print("Saved", "output.mp4")
