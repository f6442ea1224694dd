# pip install -U zeromodels
from zeromodels import AutoZModel

model = AutoZModel.from_weights("acme/demo-model")
model.summary()
