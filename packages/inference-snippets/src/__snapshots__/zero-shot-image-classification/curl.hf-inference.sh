printf '%s' '{
    "inputs": "' "$(base64 -w 0 'cats.jpg')" '",
    "parameters": {
        "candidate_labels": [
            "cat",
            "dog",
            "llama"
        ]
    }
}' |
    curl 'https://router.huggingface.co/hf-inference/models/acme/zero-shot-image-classification-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
