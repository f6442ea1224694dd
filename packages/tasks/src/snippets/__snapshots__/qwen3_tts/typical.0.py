# pip install -U qwen-tts soundfile
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained("acme/demo-model", device_map="cuda:0", dtype=torch.bfloat16)
wavs, sr = model.generate_custom_voice(
    text="The weather is lovely today.",
    language="English",
    speaker="Ryan",
    instruct="Speak in a calm, friendly tone.",
)
sf.write("output.wav", wavs[0], sr)
