# pip install -U audiocraft
from audiocraft.data.audio import audio_write
from audiocraft.models import MAGNeT

model = MAGNeT.get_pretrained("acme/demo-model")
descriptions = ["disco beat", "energetic EDM"]
wav = model.generate(descriptions)

for index, one_wav in enumerate(wav):
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")
