curl 'https://router.huggingface.co/hf-inference/models/acme/translation-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "The museum opens at nine and closes at six."
}'
