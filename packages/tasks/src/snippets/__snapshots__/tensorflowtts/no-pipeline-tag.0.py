# pip install -U TensorFlowTTS
from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained("acme/demo-model")
model.summary()
# Text-to-mel models (Tacotron 2, FastSpeech 2) also ship a processor: AutoProcessor.from_pretrained(...).
