# pip install -U moshi
python -m moshi.server --hf-repo 'kyutai/moshiko-pytorch-bf16'
# Then open http://localhost:8998 in your browser.
