curl 'https://router.huggingface.co/hf-inference/models/acme/text-generation-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "The old lighthouse keeper opened the door and saw"
}'
