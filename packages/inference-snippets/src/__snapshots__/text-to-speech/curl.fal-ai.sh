curl 'https://router.huggingface.co/fal-ai/acme/text-to-speech-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "text": "Welcome to the hub. Have a pleasant day."
}'
