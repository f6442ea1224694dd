# pip install -U litert-lm
litert-lm run --from-huggingface-repo='litert-community/gemma-3n-E2B-it-litert-lm' 'gemma-3n-E2B-it-int4.litertlm' --prompt='What is the capital of France?'
