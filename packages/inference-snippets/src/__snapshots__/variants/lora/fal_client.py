# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

result = fal_client.subscribe(
    "fal-ai/flux-lora",
    arguments={
        "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
        "loras": [
            {
                "path": "https://huggingface.co/acme/text-to-image-model/resolve/main/pixel-art.safetensors",
                "scale": 1,
            },
        ],
    },
)
print(result)
