# pip install -U transformers
from transformers import pipeline

pipe = pipeline("table-question-answering", model="acme/demo-model")
table = {
    "Repository": [
        "transformers",
        "datasets",
        "tokenizers",
    ],
    "Stars": [
        "36542",
        "4512",
        "3934",
    ],
}
pipe(table=table, query="How many stars does the transformers repository have?")
