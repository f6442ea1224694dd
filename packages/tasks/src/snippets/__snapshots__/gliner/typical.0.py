# pip install -U gliner
from gliner import GLiNER

model = GLiNER.from_pretrained("acme/demo-model")
text = "The weather is lovely today."
labels = ["person", "organization", "location", "date"]
entities = model.predict_entities(text, labels, threshold=0.5)
for entity in entities:
    print(entity["text"], "=>", entity["label"])
