# pip install -U multimolecule
from multimolecule import RnaTokenizer
from transformers import AutoModel

# Importing multimolecule registers its models with the transformers Auto classes.
tokenizer = RnaTokenizer.from_pretrained("multimolecule/rnafm")
model = AutoModel.from_pretrained("multimolecule/rnafm")

inputs = tokenizer("UAGCUUAUCAGACUGAUGUUGA", return_tensors="pt")
outputs = model(**inputs)
print(outputs.last_hidden_state.shape)
