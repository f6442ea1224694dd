curl 'https://router.huggingface.co/together/v2/videos' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/text-to-video-model",
    "prompt": "A paper boat drifting down a rainy street"
}'
