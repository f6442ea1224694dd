printf '%s' '{
    "image_url": "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '",
    "prompt": "The cats slowly wake up and stretch."
}' |
    curl 'https://router.huggingface.co/fal-ai/acme/image-to-video-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
