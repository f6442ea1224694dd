curl 'https://router.huggingface.co/hf-inference/models/acme/text-to-speech-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -o 'output.flac' \
    -d '{
    "inputs": "Welcome to the hub. Have a pleasant day."
}'
