# pip install -U edsnlp
import edsnlp

nlp = edsnlp.load("acme/demo-model")
doc = nlp("The weather is lovely today.")
for entity in doc.ents:
    print(entity.text, entity.label_)
