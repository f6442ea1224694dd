# pip install -U transformers
from transformers import AutoModel

model = AutoModel.from_pretrained("acme/demo-model")
