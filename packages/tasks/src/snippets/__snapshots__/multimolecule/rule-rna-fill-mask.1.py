# pip install -U multimolecule
from multimolecule import RnaTokenizer
from transformers import pipeline

tokenizer = RnaTokenizer.from_pretrained("multimolecule/rnafm")
unmasker = pipeline("fill-mask", model="multimolecule/rnafm", tokenizer=tokenizer)
print(unmasker("gguc<mask>cucugguuagaccagaucugagccu"))
