curl 'https://embeddings.internal.example' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "Hiking boots need a few weeks to wear in."
}'
