# pip install -U pruna
from pruna import PrunaModel

model = PrunaModel.from_pretrained("acme/demo-model")
print(model)
