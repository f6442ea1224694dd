printf '%s' '{
    "model": "acme/image-to-video-model",
    "prompt": "The cats slowly wake up and stretch.",
    "frame_images": [
        {
            "input_image": "' "data:image/jpeg;base64,$(base64 -w 0 'cats.jpg')" '",
            "frame": "first"
        }
    ]
}' |
    curl 'https://router.huggingface.co/together/v2/videos' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
