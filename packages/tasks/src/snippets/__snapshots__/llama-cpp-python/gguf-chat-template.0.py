# pip install -U llama-cpp-python huggingface_hub
from llama_cpp import Llama

# The pattern must match exactly one GGUF file of the repository.
llm = Llama.from_pretrained(
    repo_id="acme/demo-model",
    filename="*Q4_K_M.gguf",
)
output = llm.create_chat_completion(
    messages=[{"role": "user", "content": "What is the capital of France?"}],
)
print(output["choices"][0]["message"]["content"])
