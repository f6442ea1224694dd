# pip install --no-binary :all: cartesia-pytorch
from cartesia_pytorch.Llamba.llamba import LlambaLMHeadModel
from transformers import AutoTokenizer

model = LlambaLMHeadModel.from_pretrained("cartesia-ai/Llamba-1B").half().cuda()  # the Mamba-2 kernels need a CUDA GPU
tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")

inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
