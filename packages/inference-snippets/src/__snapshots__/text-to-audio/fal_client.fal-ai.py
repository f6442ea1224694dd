# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

result = fal_client.subscribe(
    "acme/text-to-audio-model",
    arguments={
        "prompt": "A gentle piano melody with soft rain in the background",
    },
)
print(result)
