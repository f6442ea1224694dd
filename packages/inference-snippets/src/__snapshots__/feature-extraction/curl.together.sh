curl 'https://router.huggingface.co/together/v1/embeddings' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/feature-extraction-model",
    "input": "Hiking boots need a few weeks to wear in."
}'
