curl 'https://router.huggingface.co/replicate/v1/models/acme/text-to-image-model/predictions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
    "input": {
        "prompt": "A red fox in the snow"
    }
}'
