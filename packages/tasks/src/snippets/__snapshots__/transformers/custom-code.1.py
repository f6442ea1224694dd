# pip install -U transformers
from transformers import AutoTokenizer, AutoModelForSequenceClassification

tokenizer = AutoTokenizer.from_pretrained("acme/demo-model", trust_remote_code=True)
model = AutoModelForSequenceClassification.from_pretrained("acme/demo-model", trust_remote_code=True)
