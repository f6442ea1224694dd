# pip install -U transformers
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM

tokenizer = AutoTokenizer.from_pretrained("acme/demo-model")
model = AutoModelForSeq2SeqLM.from_pretrained("acme/demo-model")
