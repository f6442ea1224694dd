printf '%s' '{
    "inputs": {
        "image": "' "$(base64 -w 0 'cats.jpg')" '",
        "question": "How many cats are lying down?"
    }
}' |
    curl 'https://router.huggingface.co/hf-inference/models/acme/visual-question-answering-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
