# pip install -U moshi
python -m moshi.server --hf-repo 'acme/demo-model'
# Then open http://localhost:8998 in your browser.
