# pip install -U litert-lm-api huggingface_hub
from pathlib import Path

import litert_lm
from huggingface_hub import snapshot_download

model_dir = snapshot_download(repo_id="acme/demo-model", allow_patterns=["*.litertlm"])
model_file = next(Path(model_dir).rglob("*.litertlm"))
with litert_lm.Engine(str(model_file)) as engine, engine.create_conversation() as conversation:
    response = conversation.send_message("What is the capital of France?")
    print(response["content"][0]["text"])
