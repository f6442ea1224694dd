# pip install -U setfit
from setfit import SetFitModel

model = SetFitModel.from_pretrained("acme/demo-model")
predictions = model.predict([
    "The weather is lovely today.",
    "The service was slow and the food was cold.",
])
print(predictions)
