curl 'https://router.huggingface.co/fal-ai/acme/text-to-audio-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "prompt": "A gentle piano melody with soft rain in the background"
}'
