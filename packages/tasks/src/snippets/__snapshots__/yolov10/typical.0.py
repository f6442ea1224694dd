# pip install git+https://github.com/THU-MIG/yolov10.git huggingface_hub
from ultralytics import YOLOv10

# A YOLOv10 model
model = YOLOv10.from_pretrained("acme/demo-model")
results = model.predict(source="http://images.cocodataset.org/val2017/000000039769.jpg", save=True)
