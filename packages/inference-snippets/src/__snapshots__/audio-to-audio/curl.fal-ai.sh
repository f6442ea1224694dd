printf '%s' '{
    "audio_url": "' "data:audio/flac;base64,$(base64 -w 0 'sample1.flac')" '"
}' |
    curl 'https://router.huggingface.co/fal-ai/acme/audio-to-audio-model' \
        -X POST \
        -H "Authorization: Bearer $HF_TOKEN" \
        -H 'Content-Type: application/json' \
        --data-binary @-
