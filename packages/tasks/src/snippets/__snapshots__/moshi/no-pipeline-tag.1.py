# pip install -U moshi
import torch
from huggingface_hub import hf_hub_download
from moshi.models import loaders

mimi_weight = hf_hub_download("acme/demo-model", loaders.MIMI_NAME)
mimi = loaders.get_mimi(mimi_weight, device="cpu")
mimi.set_num_codebooks(8)

wav = torch.randn(1, 1, 24000)  # one second of 24 kHz mono audio, [batch, channels, samples]
with torch.no_grad():
    codes = mimi.encode(wav)
    decoded = mimi.decode(codes)
print(codes.shape, decoded.shape)
