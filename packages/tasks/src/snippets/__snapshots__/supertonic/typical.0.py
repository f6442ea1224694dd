# pip install -U supertonic
from supertonic import TTS

# The SDK fetches its released model from the hub on the first run.
tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")
wav, duration = tts.synthesize(text="The weather is lovely today.", lang="en", voice_style=style)
tts.save_audio(wav, "output.wav")
print(duration)
