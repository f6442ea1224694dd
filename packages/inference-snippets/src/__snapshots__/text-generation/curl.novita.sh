curl 'https://router.huggingface.co/novita/v3/openai/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/text-generation-model",
    "prompt": "The old lighthouse keeper opened the door and saw"
}'
