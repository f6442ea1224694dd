# pip install --no-binary :all: cartesia-pytorch
from cartesia_pytorch.Rene.rene import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained("acme/demo-model").half().cuda()  # the Mamba-2 kernels need a CUDA GPU
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["The weather is lovely today."], return_tensors="pt")
outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
