printf '%s' '{
    "model": "acme/image-to-image-model",
    "prompt": "Turn the cats into tigers.",
    "reference_images": [
        "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '"
    ],
    "response_format": "base64"
}' |
    curl 'https://router.huggingface.co/together/v1/images/generations' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
