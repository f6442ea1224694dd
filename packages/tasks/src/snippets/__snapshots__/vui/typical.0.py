# pip install -U git+https://github.com/fluxions-ai/vui
from huggingface_hub import hf_hub_download
from torchcodec.encoders import AudioEncoder
from vui.engine import Engine, GenConfig
from vui.qwen_codec import SAMPLE_RATE

checkpoint = hf_hub_download(repo_id="acme/demo-model", filename="vui-nano.safetensors")
engine = Engine(checkpoint)
with engine.new_row() as row:
    # For a particular voice, first prefill the row with a voice prompt (docs/python-api.md).
    codes, audio = row.render("The weather is lovely today.", GenConfig(temperature=0.7, max_secs=10))
AudioEncoder(audio.squeeze().cpu().float().unsqueeze(0), sample_rate=SAMPLE_RATE).to_file("out.wav")
