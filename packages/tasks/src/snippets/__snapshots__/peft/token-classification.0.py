# pip install -U peft transformers
from peft import PeftModel
from transformers import AutoModelForTokenClassification

base_model = AutoModelForTokenClassification.from_pretrained("acme/base-model")
model = PeftModel.from_pretrained(base_model, "acme/demo-model")
