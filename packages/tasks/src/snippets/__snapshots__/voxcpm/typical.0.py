# pip install -U voxcpm soundfile
import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained("acme/demo-model", load_denoiser=False)
wav = model.generate(text="The weather is lovely today.", cfg_value=2.0, inference_timesteps=10)
sf.write("output.wav", wav, model.tts_model.sample_rate)
