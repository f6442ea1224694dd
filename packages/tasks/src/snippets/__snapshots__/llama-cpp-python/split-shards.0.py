# pip install -U llama-cpp-python huggingface_hub
from llama_cpp import Llama

llm = Llama.from_pretrained(
    repo_id="acme/demo-model",
    filename="big-00001-of-00002.gguf",
    additional_files=[
        "big-00002-of-00002.gguf",
    ],
)
output = llm("The capital of France is", max_tokens=32)
print(output["choices"][0]["text"])
