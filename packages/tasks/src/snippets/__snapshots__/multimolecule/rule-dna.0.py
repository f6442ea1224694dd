# pip install -U multimolecule
from multimolecule import DnaTokenizer
from transformers import AutoModel

# Importing multimolecule registers its models with the transformers Auto classes.
tokenizer = DnaTokenizer.from_pretrained("multimolecule/spliceai")
model = AutoModel.from_pretrained("multimolecule/spliceai")

inputs = tokenizer("ATCGATCGATCGATCGATCG", return_tensors="pt")
outputs = model(**inputs)
print(outputs.last_hidden_state.shape)
