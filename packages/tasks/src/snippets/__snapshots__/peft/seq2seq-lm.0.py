# pip install -U peft transformers
from peft import PeftModel
from transformers import AutoModelForSeq2SeqLM

base_model = AutoModelForSeq2SeqLM.from_pretrained("acme/base-model")
model = PeftModel.from_pretrained(base_model, "acme/demo-model")
