# pip install -U "aneforge[models]"
import aneforge as af
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = af.load_llm("Qwen/Qwen3-0.6B")

prompt = "The capital of France is"
new_ids = model.generate(tokenizer(prompt)["input_ids"], max_new_tokens=32, eos_id=tokenizer.eos_token_id)
print(prompt + tokenizer.decode(new_ids))  # generate returns only the new tokens
