# pip install -U espnet espnet_model_zoo soundfile
import soundfile as sf
from espnet2.bin.asr_inference import Speech2Text

speech2text = Speech2Text.from_pretrained("acme/demo-model")
speech, rate = sf.read("sample.wav")
text, tokens, token_ids, hypothesis = speech2text(speech)[0]
print(text)
