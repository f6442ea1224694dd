curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'X-HF-Bill-To: acme-research' \
    -d '{
    "model": "acme/chat-model:groq",
    "messages": [
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue."
        }
    ],
    "stream": false
}'
