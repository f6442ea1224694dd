curl 'https://router.huggingface.co/hf-inference/models/acme/table-question-answering-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": {
        "query": "How many moons does Jupiter have?",
        "table": {
            "planet": [
                "Mars",
                "Jupiter",
                "Saturn"
            ],
            "moons": [
                "2",
                "95",
                "146"
            ]
        }
    }
}'
