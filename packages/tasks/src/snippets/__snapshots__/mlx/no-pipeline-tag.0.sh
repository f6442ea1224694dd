# pip install -U huggingface_hub
hf download 'acme/demo-model'
