# pip install -U model2vec
from model2vec import StaticModel

model = StaticModel.from_pretrained("acme/demo-model")
embeddings = model.encode(["The weather is lovely today."])
print(embeddings.shape)
