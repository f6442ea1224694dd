# git clone https://github.com/MoonshotAI/Kimi-Audio && cd Kimi-Audio && git submodule update --init --recursive && pip install -r requirements.txt
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path="acme/demo-model", load_detokenizer=True)
sampling_params = {
    "audio_temperature": 0.8,
    "audio_top_k": 10,
    "text_temperature": 0.0,
    "text_top_k": 5,
}
messages = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": "speech.wav"},
]
_, text = model.generate(messages, **sampling_params, output_type="text")
print(text)
