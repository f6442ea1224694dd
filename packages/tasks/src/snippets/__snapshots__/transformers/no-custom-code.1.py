# pip install -U transformers
from transformers import AutoTokenizer, AutoModelForSequenceClassification

tokenizer = AutoTokenizer.from_pretrained("acme/demo-model")
model = AutoModelForSequenceClassification.from_pretrained("acme/demo-model")
