# pip install -U sentence-transformers
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("acme/demo-model")

sentences = [
    "Source here",
    "First match",
    "Second match",
]
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)
