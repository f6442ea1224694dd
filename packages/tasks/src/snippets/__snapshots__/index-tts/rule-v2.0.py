# git clone https://github.com/index-tts/index-tts.git && cd index-tts && uv sync --all-extras
# then run this script with: uv run python script.py
from huggingface_hub import snapshot_download
from indextts.infer_v2 import IndexTTS2

snapshot_download(repo_id="IndexTeam/IndexTTS-2", local_dir="checkpoints")
tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")
tts.infer(spk_audio_prompt="reference_voice.wav", text="Hello! This voice was cloned from a short reference recording.", output_path="output.wav")
