# pip install -U adapters
from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained("acme/bert-base")
adapter_name = model.load_adapter("acme/demo-model", set_active=True)
