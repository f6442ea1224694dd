curl 'https://api.openai.com/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $OPENAI_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "acme/chat-model",
    "messages": [
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue."
        }
    ],
    "stream": false
}'
