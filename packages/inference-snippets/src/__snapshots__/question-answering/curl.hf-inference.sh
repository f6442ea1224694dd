curl 'https://router.huggingface.co/hf-inference/models/acme/question-answering-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": {
        "question": "Where does the night ferry stop?",
        "context": "The night ferry leaves the harbour at ten and stops at the island of Brac before reaching Split."
    }
}'
