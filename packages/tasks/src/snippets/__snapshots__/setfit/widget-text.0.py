# pip install -U setfit
from setfit import SetFitModel

model = SetFitModel.from_pretrained("acme/demo-model")
texts = [
    "Card text",
    "The service was slow and the food was cold.",
]
predictions = model.predict(texts)
print(predictions)
