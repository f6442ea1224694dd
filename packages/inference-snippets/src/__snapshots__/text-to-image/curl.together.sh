curl 'https://router.huggingface.co/together/v1/images/generations' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/text-to-image-model",
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor",
    "response_format": "base64"
}'
