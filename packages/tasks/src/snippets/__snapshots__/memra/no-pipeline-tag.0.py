# Install the server first: curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh
import os
import subprocess

from huggingface_hub import snapshot_download

model_dir = snapshot_download(repo_id="acme/demo-model")
# Listens on http://127.0.0.1:8080/v1 (OpenAI-compatible chat completions)
subprocess.run(["memra-server"], env={**os.environ, "MEMRA_MODELS": "model=" + model_dir}, check=True)
