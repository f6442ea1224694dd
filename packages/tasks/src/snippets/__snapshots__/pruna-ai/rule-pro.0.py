# pip install -U pruna_pro transformers
from transformers import AutoTokenizer
from pruna_pro import PrunaProModel

tokenizer = AutoTokenizer.from_pretrained("PrunaAI/tiny-llama-smashed-pro")
model = PrunaProModel.from_pretrained("PrunaAI/tiny-llama-smashed-pro")

inputs = tokenizer("The capital of France is", return_tensors="pt")
outputs = model(**inputs)
