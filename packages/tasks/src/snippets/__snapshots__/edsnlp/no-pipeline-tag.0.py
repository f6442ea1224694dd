# pip install -U "edsnlp[ml]"  # the ml extra brings the hub loader's dependencies (huggingface_hub via transformers, torch)
import edsnlp

nlp = edsnlp.load("acme/demo-model")
doc = nlp("The weather is lovely today.")
for entity in doc.ents:
    print(entity.text, entity.label_)
