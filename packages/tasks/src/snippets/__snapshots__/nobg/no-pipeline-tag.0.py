# pip install -U nobg
from nobg import AutoModel

model = AutoModel.from_pretrained("acme/demo-model")
model.process("input.jpg").save("output.png")
