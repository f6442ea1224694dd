# pip install -U htrflow
from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

pipeline = Pipeline.from_config(
    {
        "steps": [
            {
                "step": "TextRecognition",
                "settings": {"model": "TrOCR", "model_settings": {"model": "Riksarkivet/trocr-base-handwritten-hist-swe-2"}},
            },
            {"step": "Export", "settings": {"format": "txt", "dest": "outputs"}},
        ]
    }
)
collection = pipeline.run(Collection(["page.jpg"]))
print(collection)
