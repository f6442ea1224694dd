printf '%s' '{
    "inputs": "' "$(base64 -w 0 'cats.jpg')" '",
    "parameters": {
        "prompt": "Turn the cats into tigers."
    }
}' |
    curl 'https://router.huggingface.co/hf-inference/models/acme/image-to-image-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        -o 'output.jpg' \
        --data-binary @-
