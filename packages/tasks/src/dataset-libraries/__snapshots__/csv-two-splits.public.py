# datasets: Load the dataset with datasets
from datasets import load_dataset

ds = load_dataset("atrium/sample-product-reviews")

# pandas: Load a split with pandas
import pandas as pd

splits = {
    "train": "data/train.csv",
    "test": "data/test.csv",
}
df = pd.read_csv("hf://datasets/atrium/sample-product-reviews/" + splits["train"])

# polars: Load a split with Polars (from its Parquet conversion)
import polars as pl

df = pl.read_parquet("https://huggingface.co/datasets/atrium/sample-product-reviews/resolve/~parquet/default/train/0000.parquet")

# duckdb: Query a split with DuckDB (from its Parquet conversion)
import duckdb

duckdb.read_parquet("https://huggingface.co/datasets/atrium/sample-product-reviews/resolve/~parquet/default/train/0000.parquet").limit(10).show()

# mlcroissant: Read the records of its Croissant metadata
from mlcroissant import Dataset

ds = Dataset(jsonld="https://huggingface.co/api/datasets/atrium/sample-product-reviews/croissant")
records = ds.records("default")
