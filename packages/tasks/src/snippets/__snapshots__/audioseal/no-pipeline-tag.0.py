# pip install -U audioseal huggingface_hub
import torch
from audioseal import AudioSeal
from huggingface_hub import hf_hub_download

# Loading by path needs checkpoints that embed their config (xp.cfg), as AudioCraft-trained ones do
generator = AudioSeal.load_generator(hf_hub_download(repo_id="acme/demo-model", filename="generator_base.pth"))
detector = AudioSeal.load_detector(hf_hub_download(repo_id="acme/demo-model", filename="detector_base.pth"))

sample_rate = 16000
audio = torch.randn(1, 1, sample_rate)  # (batch, channels, samples): one second of noise
watermarked = audio + generator.get_watermark(audio, sample_rate)
probability, message = detector.detect_watermark(watermarked, sample_rate)
print(probability, message)
