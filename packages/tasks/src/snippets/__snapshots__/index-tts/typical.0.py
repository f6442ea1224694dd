# git clone https://github.com/index-tts/index-tts.git && cd index-tts && uv sync --all-extras
# then run this script with: uv run python script.py
from huggingface_hub import snapshot_download
from indextts.infer import IndexTTS

snapshot_download(repo_id="acme/demo-model", local_dir="checkpoints")
tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")
tts.infer("reference_voice.wav", "The weather is lovely today.", "output.wav")
