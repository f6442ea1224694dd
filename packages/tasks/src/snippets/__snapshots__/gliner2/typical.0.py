# pip install -U gliner2
from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained("acme/demo-model")
text = "The weather is lovely today."
print(extractor.extract_entities(text, ["company", "person", "product", "location"]))
print(extractor.classify_text(text, {"sentiment": ["positive", "negative", "neutral"]}))
