# cargo install cortiq-cli  (or a prebuilt binary from https://github.com/infosave2007/cmf/releases)
# pip install -U huggingface_hub
import subprocess
from pathlib import Path

from huggingface_hub import snapshot_download

model_dir = snapshot_download(repo_id="someone/qwen3-0.6b-cmf", allow_patterns=["*.cmf"])
model_file = next(Path(model_dir).rglob("*.cmf"))
subprocess.run(["cortiq", "run", str(model_file), "--prompt", "What is the capital of France?"], check=True)
