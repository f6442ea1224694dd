curl 'https://router.huggingface.co/hf-inference/models/acme/text-to-image-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -o 'output.jpg' \
    -d '{
    "inputs": "A lighthouse on a rocky cliff at sunset, watercolor"
}'
