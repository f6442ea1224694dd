# pip install -U speechbrain
from speechbrain.inference.ASR import EncoderDecoderASR

model = EncoderDecoderASR.from_hparams(source="acme/demo-model")
print(model.transcribe_file("sample.wav"))
