# pip install -U stanza
import stanza

stanza.download("demo-model")
nlp = stanza.Pipeline("demo-model")
doc = nlp("The weather is lovely today.")
print(doc.entities)
