# pip install -U mlx-lm
from mlx_lm import generate, load

model, tokenizer = load("acme/demo-model")
messages = [{"role": "user", "content": "Write a haiku about the sea."}]
prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)
text = generate(model, tokenizer, prompt=prompt, verbose=True)
