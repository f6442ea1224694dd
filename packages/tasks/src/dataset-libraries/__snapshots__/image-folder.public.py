# datasets: Load the dataset with datasets
from datasets import load_dataset

ds = load_dataset("atrium/sample-shapes")

# mlcroissant: Read the records of its Croissant metadata
from mlcroissant import Dataset

ds = Dataset(jsonld="https://huggingface.co/api/datasets/atrium/sample-shapes/croissant")
records = ds.records("default")
