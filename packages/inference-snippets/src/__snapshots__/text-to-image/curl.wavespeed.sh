curl 'https://router.huggingface.co/wavespeed/api/v3/acme/text-to-image-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor"
}'
