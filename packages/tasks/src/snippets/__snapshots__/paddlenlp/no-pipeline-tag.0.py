# pip install -U paddlepaddle paddlenlp
import paddle
from paddlenlp.transformers import AutoTokenizer, AutoModel

tokenizer = AutoTokenizer.from_pretrained("acme/demo-model", from_hf_hub=True)
model = AutoModel.from_pretrained("acme/demo-model", from_hf_hub=True)

inputs = tokenizer("The weather is lovely today.")
inputs = {name: paddle.to_tensor([value]) for name, value in inputs.items()}
outputs = model(**inputs)
