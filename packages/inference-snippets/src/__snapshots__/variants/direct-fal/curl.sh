curl 'https://fal.run/acme/text-to-image-model' \
    -X POST \
    -H "Authorization: Key $FAL_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
    "prompt": "A lighthouse on a rocky cliff at sunset, watercolor"
}'
