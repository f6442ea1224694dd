# pip install -U qwen-tts soundfile
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained("Qwen/Qwen3-TTS-12Hz-0.6B-Base", device_map="cuda:0", dtype=torch.bfloat16)
wavs, sr = model.generate_voice_clone(
    text="She said she would be here by noon.",
    language="English",
    ref_audio="reference.wav",  # a few seconds of the voice to clone
    ref_text="The transcript of the reference clip.",
)
sf.write("output.wav", wavs[0], sr)
