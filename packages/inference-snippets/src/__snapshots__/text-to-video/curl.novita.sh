curl 'https://router.huggingface.co/novita/v3/async/acme/text-to-video-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "prompt": "A paper boat drifting down a rainy street"
}'
