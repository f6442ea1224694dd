curl 'https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/text-to-image-model",
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor"
}'
