# pip install -U multimolecule
from multimolecule import RnaTokenizer
from transformers import AutoModel

# Importing multimolecule registers its models with the transformers Auto classes.
tokenizer = RnaTokenizer.from_pretrained("acme/demo-model")
model = AutoModel.from_pretrained("acme/demo-model")

inputs = tokenizer("UAGCUUAUCAGACUGAUGUUGA", return_tensors="pt")
outputs = model(**inputs)
print(outputs.last_hidden_state.shape)
