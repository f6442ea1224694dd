# pip install -U "mblt-model-zoo[transformers]"
from transformers import pipeline

pipe = pipeline("text-generation", model="mobilint/Llama-3.2-3B-Instruct", trust_remote_code=True, device="cpu")
messages = [{"role": "user", "content": "Who are you?"}]
print(pipe(messages, max_new_tokens=40))
