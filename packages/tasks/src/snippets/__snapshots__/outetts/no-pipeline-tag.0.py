# pip install -U outetts
import outetts

config = outetts.ModelConfig(
    model_path="acme/demo-model",
    tokenizer_path="acme/demo-model",
    interface_version=outetts.InterfaceVersion.V3,
    backend=outetts.Backend.HF,
)
interface = outetts.Interface(config)
speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")

output = interface.generate(
    config=outetts.GenerationConfig(
        text="Hello, how are you doing?",
        speaker=speaker,
    )
)
output.save("output.wav")  # 24000 Hz
