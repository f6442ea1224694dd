# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

result = fal_client.subscribe(
    "acme/text-to-speech-model",
    arguments={
        "text": "Welcome to the hub. Have a pleasant day.",
    },
)
print(result)
