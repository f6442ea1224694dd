# pip install -U llama-cpp-python huggingface_hub
from llama_cpp import Llama

# The pattern must match exactly one GGUF file of the repository.
llm = Llama.from_pretrained(
    repo_id="acme/demo-model",
    filename="*Q4_K_M.gguf",
)
output = llm("The capital of France is", max_tokens=32)
print(output["choices"][0]["text"])
