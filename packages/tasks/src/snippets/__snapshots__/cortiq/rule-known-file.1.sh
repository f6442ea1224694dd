# cargo install cortiq-cli && pip install -U huggingface_hub
hf download 'someone/qwen3-0.6b-cmf' 'qwen3-0.6b-q8.cmf' --local-dir cmf-model
cortiq run 'cmf-model/qwen3-0.6b-q8.cmf' --prompt 'What is the capital of France?'
