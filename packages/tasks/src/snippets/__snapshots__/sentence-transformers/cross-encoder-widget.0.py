# pip install -U sentence-transformers
from sentence_transformers import CrossEncoder

model = CrossEncoder("acme/demo-model")

query = "Query here"
documents = [
    "Doc one",
    "Doc two",
]
ranks = model.rank(query, documents)
for rank in ranks:
    print(rank["score"], documents[rank["corpus_id"]])
