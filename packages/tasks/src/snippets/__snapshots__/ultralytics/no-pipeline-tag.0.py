# pip install -U ultralytics huggingface_hub
from huggingface_hub import hf_hub_download
from ultralytics import YOLO

# Warning: this model has no "yolov<N>" tag, so its YOLO version is unknown. Replace XX below with it.
weights = hf_hub_download(repo_id="acme/demo-model", filename="yolovXX.pt")
model = YOLO(weights)
results = model.predict("https://ultralytics.com/images/bus.jpg")
results[0].show()
