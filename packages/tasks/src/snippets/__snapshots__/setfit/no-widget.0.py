# pip install -U setfit
from setfit import SetFitModel

model = SetFitModel.from_pretrained("acme/demo-model")
predictions = model.predict([
    "I loved this film from start to finish!",
    "The service was slow and the food was cold.",
])
print(predictions)
