curl 'https://router.huggingface.co/fal-ai/fal-ai/flux-lora' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
    "loras": [
        {
            "path": "https://huggingface.co/acme/text-to-image-model/resolve/main/pixel-art.safetensors",
            "scale": 1
        }
    ]
}'
