curl 'https://api.groq.com/openai/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $GROQ_API_KEY" \
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
