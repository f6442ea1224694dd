curl 'https://router.huggingface.co/hf-inference/models/acme/token-classification-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "My name is Ada and I work at the observatory in Lyon."
}'
