# pip install -U huggingface_hub
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
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
