# pip install https://github.com/KittenML/KittenTTS/releases/download/0.1/kittentts-0.1.0-py3-none-any.whl soundfile
import soundfile as sf
from kittentts import KittenTTS

tts = KittenTTS("acme/demo-model")
audio = tts.generate("The weather is lovely today.", voice="expr-voice-2-f")
sf.write("output.wav", audio, 24000)
