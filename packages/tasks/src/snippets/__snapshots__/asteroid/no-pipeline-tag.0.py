# pip install -U asteroid
from asteroid.models import BaseModel

model = BaseModel.from_pretrained("acme/demo-model")
# Writes one estimate per source next to the input file
model.separate("mixture.wav")
