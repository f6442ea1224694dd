# pip install -U htrflow
from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

pipeline = Pipeline.from_config(
    {
        "steps": [
            {
                "step": "Segmentation",
                "settings": {"model": "yolo", "model_settings": {"model": "Riksarkivet/yolov9-lines-within-regions-1"}},
            },
            {"step": "Export", "settings": {"format": "txt", "dest": "outputs"}},
        ]
    }
)
collection = pipeline.run(Collection(["page.jpg"]))
print(collection)
