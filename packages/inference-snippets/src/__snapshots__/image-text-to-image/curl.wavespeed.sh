printf '%s' '{
    "image": "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '",
    "prompt": "Turn the cats into tigers."
}' |
    curl 'https://router.huggingface.co/wavespeed/api/v3/acme/image-text-to-image-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
