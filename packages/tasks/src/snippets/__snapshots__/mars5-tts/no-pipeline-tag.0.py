# git clone https://github.com/Camb-ai/MARS5-TTS && cd MARS5-TTS && pip install -r requirements.txt
import librosa
import torch
from inference import InferenceConfig, Mars5TTS

mars5 = Mars5TTS.from_pretrained("acme/demo-model")

wav, _ = librosa.load("reference.wav", sr=mars5.sr, mono=True)
cfg = InferenceConfig(deep_clone=False, temperature=0.7, top_k=100)
ar_codes, audio = mars5.tts("The quick brown fox jumps over the lazy dog.", torch.from_numpy(wav), None, cfg=cfg)
print(audio.shape)  # 24 kHz samples
