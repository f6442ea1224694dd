# pip install -U pxia
from pxia.auto import AutoModel

model = AutoModel.from_pretrained("acme/demo-model")
print(model)
