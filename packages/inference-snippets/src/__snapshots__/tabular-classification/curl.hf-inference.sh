curl 'https://router.huggingface.co/hf-inference/models/acme/tabular-classification-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": {
        "data": {
            "rooms": [
                "3",
                "2",
                "4"
            ],
            "surface_m2": [
                "72",
                "48",
                "95"
            ],
            "year_built": [
                "1998",
                "1975",
                "2011"
            ]
        }
    }
}'
