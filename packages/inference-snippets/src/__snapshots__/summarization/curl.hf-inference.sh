curl 'https://router.huggingface.co/hf-inference/models/acme/summarization-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
    "inputs": "The town council met on Tuesday to discuss the new cycle lanes. After two hours of debate, members agreed to build a first lane along the river next spring and to measure its use for a year before extending the network."
}'
