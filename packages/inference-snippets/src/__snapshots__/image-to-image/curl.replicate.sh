printf '%s' '{
    "input": {
        "image": "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '",
        "prompt": "Turn the cats into tigers."
    }
}' |
    curl 'https://router.huggingface.co/replicate/v1/models/acme/image-to-image-model/predictions' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        -H 'Prefer: wait' \
        --data-binary @-
