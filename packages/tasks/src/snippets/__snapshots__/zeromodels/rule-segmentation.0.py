# pip install -U zeromodels
from zeromodels.auto import AutoZMSemanticSegment

model = AutoZMSemanticSegment.from_weights("zeromodels/segformer_b0_ade_512")
model.summary()
