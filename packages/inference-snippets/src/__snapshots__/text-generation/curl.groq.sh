curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/text-generation-model:groq",
    "messages": [
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue."
        }
    ],
    "stream": false
}'
