# curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh
# pip install -U huggingface_hub  (memra downloads hf: models with the hf CLI)
# A repository with several GGUF files needs a quant suffix, e.g. hf:owner/repo:Q4_K_M
# Serves OpenAI-compatible chat completions under /v1 on port 8080
MEMRA_MODELS='model=hf:acme/demo-model' memra-server
