curl 'https://router.huggingface.co/hf-inference/models/acme/zero-shot-classification-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "I was charged twice for the same order and would like my money back.",
    "parameters": {
        "candidate_labels": [
            "refund",
            "legal",
            "faq"
        ]
    }
}'
