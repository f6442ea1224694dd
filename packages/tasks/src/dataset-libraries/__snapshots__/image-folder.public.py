# datasets: Load the dataset with datasets
from datasets import load_dataset

ds = load_dataset("atrium/sample-shapes")
