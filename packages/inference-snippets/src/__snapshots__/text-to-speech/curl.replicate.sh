curl 'https://router.huggingface.co/replicate/v1/models/acme/text-to-speech-model/predictions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
    "input": {
        "text": "Welcome to the hub. Have a pleasant day."
    }
}'
