curl 'http://localhost:8080/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --no-buffer \
    -d '{
    "model": "acme/chat-model",
    "messages": [
        {
            "role": "user",
            "content": "Explain in one sentence why the sky looks blue."
        }
    ],
    "stream": true
}'
