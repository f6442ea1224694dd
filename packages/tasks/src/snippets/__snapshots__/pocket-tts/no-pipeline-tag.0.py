# pip install -U pocket-tts scipy
import scipy.io.wavfile
from pocket_tts import TTSModel

# load_model() selects the weights by language (default "english"); pass config= a local YAML for others.
tts_model = TTSModel.load_model()
voice_state = tts_model.get_state_for_audio_prompt("alba")
audio = tts_model.generate_audio(voice_state, "The weather is lovely today.")
scipy.io.wavfile.write("output.wav", tts_model.sample_rate, audio.numpy())
