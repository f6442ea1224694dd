curl 'https://router.huggingface.co/hf-inference/models/acme/feature-extraction-model/pipeline/feature-extraction' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "Hiking boots need a few weeks to wear in."
}'
