# pip install -U span_marker
from span_marker import SpanMarkerModel

model = SpanMarkerModel.from_pretrained("acme/demo-model")
entities = model.predict("The weather is lovely today.")
print(entities)
