printf '%s' '{
    "inputs": {
        "image": "' "$(base64 -w 0 'invoice.png')" '",
        "question": "What is the total amount due?"
    }
}' |
    curl 'https://router.huggingface.co/hf-inference/models/acme/document-question-answering-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
