# pip install -U espnet espnet_model_zoo soundfile
import soundfile as sf
from espnet2.bin.tts_inference import Text2Speech

text2speech = Text2Speech.from_pretrained("acme/demo-model")
speech = text2speech("Hello, how are you doing?")["wav"]
# text2speech.fs is the model's sample rate (often 22050 Hz)
sf.write("output.wav", speech.numpy(), text2speech.fs)
