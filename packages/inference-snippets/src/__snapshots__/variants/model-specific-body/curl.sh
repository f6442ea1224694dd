printf '%s' '{
    "model": "black-forest-labs/FLUX.1-kontext-pro",
    "prompt": "Turn the cats into tigers.",
    "image_url": "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '",
    "response_format": "base64"
}' |
    curl 'https://router.huggingface.co/together/v1/images/generations' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
