# pip install -U huggingface_hub
from huggingface_hub import snapshot_download

model_dir = snapshot_download(repo_id="acme/demo-model")
print(model_dir)
# Load the checkpoint with the FlexTab code: https://github.com/SAP-samples/flextab
