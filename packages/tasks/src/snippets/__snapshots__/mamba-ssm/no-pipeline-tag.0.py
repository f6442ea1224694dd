# pip install -U mamba-ssm causal-conv1d transformers
import torch
from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/gpt-neox-20b")
model = MambaLMHeadModel.from_pretrained("acme/demo-model", device="cuda", dtype=torch.float16)

input_ids = tokenizer("The weather is lovely today.", return_tensors="pt").input_ids.to("cuda")
output_ids = model.generate(input_ids=input_ids, max_length=64)
print(tokenizer.decode(output_ids[0]))
