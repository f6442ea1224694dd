curl 'https://router.huggingface.co/hf-inference/models/acme/text-to-audio-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -o 'output.flac' \
    -d '{
    "inputs": "A gentle piano melody with soft rain in the background"
}'
