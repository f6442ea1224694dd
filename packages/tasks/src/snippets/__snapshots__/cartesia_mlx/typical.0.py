# pip install -U cartesia-mlx
import cartesia_mlx as cmx
import mlx.core as mx

model = cmx.from_pretrained("acme/demo-model")
model.set_dtype(mx.float32)

for text in model.generate("The weather is lovely today.", max_tokens=200, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)
