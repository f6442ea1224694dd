# pip install -U chatterbox-tts
import torch
import torchaudio
from chatterbox.tts import ChatterboxTTS
from huggingface_hub import snapshot_download

device = "cuda" if torch.cuda.is_available() else "cpu"
model = ChatterboxTTS.from_local(snapshot_download(repo_id="acme/demo-model"), device=device)
wav = model.generate("The weather is lovely today.")
torchaudio.save("output.wav", wav, model.sr)
