# pip install https://github.com/KittenML/KittenTTS/releases/download/0.8.1/kittentts-0.8.1-py3-none-any.whl soundfile
import soundfile as sf
from kittentts import KittenTTS

tts = KittenTTS("acme/demo-model")
# Voice names differ between model releases; list them with tts.available_voices
audio = tts.generate("The weather is lovely today.", voice=tts.available_voices[0])
sf.write("output.wav", audio, 24000)
