# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

result = fal_client.subscribe(
    "acme/text-to-video-model",
    arguments={
        "prompt": "A paper boat drifting down a rainy street",
    },
)
print(result)
