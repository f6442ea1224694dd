# pip install -U audioseal huggingface_hub
import torch
from audioseal import AudioSeal

# The bundled model cards load this repository's 16-bit generator and detector
generator = AudioSeal.load_generator("audioseal_wm_16bits")
detector = AudioSeal.load_detector("audioseal_detector_16bits")

sample_rate = 16000
audio = torch.randn(1, 1, sample_rate)  # (batch, channels, samples): one second of noise
watermarked = audio + generator.get_watermark(audio, sample_rate)
probability, message = detector.detect_watermark(watermarked, sample_rate)
print(probability, message)
