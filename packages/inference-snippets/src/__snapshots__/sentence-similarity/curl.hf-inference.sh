curl 'https://router.huggingface.co/hf-inference/models/acme/sentence-similarity-model/pipeline/sentence-similarity' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": {
        "source_sentence": "A man is playing the guitar.",
        "sentences": [
            "Someone plays a musical instrument.",
            "A woman is cooking pasta.",
            "The guitar is out of tune."
        ]
    }
}'
