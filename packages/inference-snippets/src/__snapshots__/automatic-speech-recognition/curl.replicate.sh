printf '%s' '{
    "input": {
        "audio": "' "data:audio/flac;base64,$(base64 -w 0 'sample1.flac')" '"
    }
}' |
    curl 'https://router.huggingface.co/replicate/v1/models/acme/automatic-speech-recognition-model/predictions' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        -H 'Prefer: wait' \
        --data-binary @-
