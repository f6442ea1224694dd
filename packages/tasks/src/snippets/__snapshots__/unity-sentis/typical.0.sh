# pip install -U huggingface_hub  (run from the root of your Unity project)
hf download 'acme/demo-model' --include '*.sentis' --local-dir Assets/StreamingAssets
