printf '%s' '{
    "model": "acme/image-to-text-model",
    "file": "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '"
}' |
    curl 'https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
