curl 'https://router.huggingface.co/hf-inference/models/acme/text-classification-model' \
    -X POST \
    -H 'Authorization: Bearer hf_example' \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "The parcel arrived two days early and in perfect shape."
}'
