curl 'https://router.huggingface.co/hf-inference/models/acme/image-classification-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary @'cats.jpg'
