# pip install -U qwen-tts soundfile
import soundfile as sf
from qwen_tts import Qwen3TTSTokenizer

tokenizer = Qwen3TTSTokenizer.from_pretrained("Qwen/Qwen3-TTS-Tokenizer-12Hz", device_map="cuda:0")
codes = tokenizer.encode("speech.wav")
wavs, sr = tokenizer.decode(codes)
sf.write("decoded.wav", wavs[0], sr)
