# pip install -U mlx-lm
from mlx_lm import generate, load

model, tokenizer = load("acme/demo-model")
prompt = "Once upon a time"
text = generate(model, tokenizer, prompt=prompt, verbose=True)
