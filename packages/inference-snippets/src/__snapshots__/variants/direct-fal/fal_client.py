# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

result = fal_client.subscribe(
    "acme/text-to-image-model",
    arguments={
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
    },
)
print(result)
