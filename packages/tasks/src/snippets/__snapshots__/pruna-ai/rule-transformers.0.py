# pip install -U pruna transformers
from transformers import AutoTokenizer
from pruna import PrunaModel

tokenizer = AutoTokenizer.from_pretrained("PrunaAI/Llama-3.2-1B-smashed")
model = PrunaModel.from_pretrained("PrunaAI/Llama-3.2-1B-smashed")

inputs = tokenizer("The capital of France is", return_tensors="pt")
outputs = model(**inputs)
