curl 'https://router.huggingface.co/together/v1/audio/speech' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -o 'output.flac' \
    -d '{
    "model": "acme/text-to-speech-model",
    "input": "Welcome to the hub. Have a pleasant day."
}'
