# pip install -U flexray
from fxr.inference import FleXraySegmenter

segmenter = FleXraySegmenter.from_pretrained("acme/demo-model")
prediction = segmenter.predict("xray.png")
print(prediction.masks.shape)  # batch x labels x height x width
