curl 'https://router.huggingface.co/hf-inference/models/acme/image-classification-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    -H 'X-HF-Bill-To: acme-research' \
    --data-binary @'cats.jpg'
