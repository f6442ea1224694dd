# pip install -U torch torchaudio librosa vocos encodec safetensors
import librosa
import torch

mars5, config_class = torch.hub.load("Camb-ai/mars5-tts", "mars5_english", trust_repo=True)

wav, _ = librosa.load("reference.wav", sr=mars5.sr, mono=True)
cfg = config_class(deep_clone=False, temperature=0.7, top_k=100)
ar_codes, audio = mars5.tts("The quick brown fox jumps over the lazy dog.", torch.from_numpy(wav), "", cfg=cfg)
print(audio.shape)  # 24 kHz samples
