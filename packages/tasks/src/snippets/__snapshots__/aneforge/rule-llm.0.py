# pip install -U aneforge transformers
import aneforge as af
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = af.load_llm("Qwen/Qwen3-0.6B")

prompt_ids = tokenizer("The capital of France is")["input_ids"]
output_ids = model.generate(prompt_ids, max_new_tokens=32)
print(tokenizer.decode(output_ids))
