# pip install -U "bm25s[full]"
import bm25s
from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub("acme/demo-model", load_corpus=True)
query_tokens = bm25s.tokenize("The weather is lovely today.")
results, scores = retriever.retrieve(query_tokens, k=3)
for document, score in zip(results[0], scores[0]):
    print(f"{score:.2f} {document}")
