# datasets: Load the dataset with datasets
from datasets import load_dataset

ds = load_dataset("atrium/sample-weather")

# pandas: Load a split with pandas
import pandas as pd

df = pd.read_json("hf://datasets/atrium/sample-weather/readings.jsonl", lines=True)

# polars: Load a split with Polars (from its Parquet conversion)
import polars as pl

df = pl.read_parquet("https://huggingface.co/datasets/atrium/sample-weather/resolve/~parquet/default/train/0000.parquet")

# duckdb: Query a split with DuckDB (from its Parquet conversion)
import duckdb

duckdb.read_parquet("https://huggingface.co/datasets/atrium/sample-weather/resolve/~parquet/default/train/0000.parquet").limit(10).show()

# mlcroissant: Read the records of its Croissant metadata
from mlcroissant import Dataset

ds = Dataset(jsonld="https://huggingface.co/api/datasets/atrium/sample-weather/croissant")
records = ds.records("default")
