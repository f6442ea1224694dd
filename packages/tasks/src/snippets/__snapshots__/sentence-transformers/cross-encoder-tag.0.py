# pip install -U sentence-transformers
from sentence_transformers import CrossEncoder

model = CrossEncoder("acme/demo-model")

query = "Which planet is known as the Red Planet?"
documents = [
    "Venus is often called Earth's twin because of its similar size.",
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Jupiter is the largest planet in our solar system.",
]
ranks = model.rank(query, documents)
for rank in ranks:
    print(rank["score"], documents[rank["corpus_id"]])
