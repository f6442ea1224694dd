# pip install -U zeromodels
from zeromodels import AutoZModel

model = AutoZModel.from_weights("zeromodels/bert-base-uncased")
model.summary()
