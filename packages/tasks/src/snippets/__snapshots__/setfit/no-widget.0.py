# pip install -U setfit
from setfit import SetFitModel

model = SetFitModel.from_pretrained("acme/demo-model")
texts = [
    "I loved this film from start to finish!",
    "The service was slow and the food was cold.",
]
predictions = model.predict(texts)
print(predictions)
