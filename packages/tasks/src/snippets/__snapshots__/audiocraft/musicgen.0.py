# pip install -U audiocraft
from audiocraft.data.audio import audio_write
from audiocraft.models import MusicGen

model = MusicGen.get_pretrained("acme/demo-model")
model.set_generation_params(duration=8)  # seconds
descriptions = ["happy rock", "energetic EDM", "sad jazz"]
wav = model.generate(descriptions)

for index, one_wav in enumerate(wav):
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")
