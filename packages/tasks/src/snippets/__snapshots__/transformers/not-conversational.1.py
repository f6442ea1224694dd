# pip install -U transformers
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained("acme/demo-model")
model = AutoModelForCausalLM.from_pretrained("acme/demo-model")
