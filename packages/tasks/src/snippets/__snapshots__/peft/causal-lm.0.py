# pip install -U peft transformers
from peft import PeftModel
from transformers import AutoModelForCausalLM

base_model = AutoModelForCausalLM.from_pretrained("acme/base-model")
model = PeftModel.from_pretrained(base_model, "acme/demo-model")
