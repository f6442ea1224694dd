curl 'https://router.huggingface.co/hf-inference/models/acme/fill-mask-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "Paris is the [MASK] of France."
}'
