# pip install -U setfit
from setfit import SetFitModel

model = SetFitModel.from_pretrained("acme/demo-model")
texts = [
    "The weather is lovely today.",
    "The service was slow and the food was cold.",
]
predictions = model.predict(texts)
print(predictions)
