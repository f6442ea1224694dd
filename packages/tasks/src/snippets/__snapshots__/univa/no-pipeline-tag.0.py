# git clone https://github.com/PKU-YuanGroup/UniWorld-V1.git && cd UniWorld-V1 && pip install -r requirements.txt
import torch
from transformers import AutoProcessor
from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained("acme/demo-model", torch_dtype=torch.bfloat16).to("cuda")
processor = AutoProcessor.from_pretrained("acme/demo-model")
# Image generation and editing also need FLUX.1-dev and SigLIP; the repository's README runs them together.
