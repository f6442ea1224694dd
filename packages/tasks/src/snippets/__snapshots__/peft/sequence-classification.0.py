# pip install -U peft transformers
from peft import PeftModel
from transformers import AutoModelForSequenceClassification

base_model = AutoModelForSequenceClassification.from_pretrained("acme/base-model")
model = PeftModel.from_pretrained(base_model, "acme/demo-model")
