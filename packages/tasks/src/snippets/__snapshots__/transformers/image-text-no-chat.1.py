# pip install -U transformers
from transformers import AutoProcessor, AutoModelForImageTextToText

processor = AutoProcessor.from_pretrained("acme/demo-model")
model = AutoModelForImageTextToText.from_pretrained("acme/demo-model")
