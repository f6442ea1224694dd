# pip install -U speechbrain
from speechbrain.inference.TTS import Tacotron2

model = Tacotron2.from_hparams(source="acme/demo-model")
mel_output, mel_length, alignment = model.encode_text("Hello, how are you doing?")
# Turn the spectrogram into a 22050 Hz waveform with a vocoder such as speechbrain/tts-hifigan-ljspeech
print(mel_output.shape)
