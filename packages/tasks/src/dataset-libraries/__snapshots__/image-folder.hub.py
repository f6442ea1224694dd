# datasets: Load the dataset with datasets
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from datasets import load_dataset

ds = load_dataset("atrium/sample-shapes")

# mlcroissant: Read the records of its Croissant metadata
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from mlcroissant import Dataset

ds = Dataset(jsonld="https://hub.example.org:8443/api/datasets/atrium/sample-shapes/croissant")
records = ds.records("default")
