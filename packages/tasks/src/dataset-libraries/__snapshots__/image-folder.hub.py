# datasets: Load the dataset with datasets
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from datasets import load_dataset

ds = load_dataset("atrium/sample-shapes")
