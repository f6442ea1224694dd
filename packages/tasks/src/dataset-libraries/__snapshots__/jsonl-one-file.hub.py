# datasets: Load the dataset with datasets
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from datasets import load_dataset

ds = load_dataset("atrium/sample-weather")

# pandas: Load a split with pandas
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import pandas as pd

df = pd.read_json("hf://datasets/atrium/sample-weather/readings.jsonl", lines=True)

# polars: Load a split with Polars (from its Parquet conversion)
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import polars as pl

df = pl.read_parquet("https://hub.example.org:8443/datasets/atrium/sample-weather/resolve/~parquet/default/train/0000.parquet")

# duckdb: Query a split with DuckDB (from its Parquet conversion)
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import duckdb

duckdb.read_parquet("https://hub.example.org:8443/datasets/atrium/sample-weather/resolve/~parquet/default/train/0000.parquet").limit(10).show()

# mlcroissant: Read the records of its Croissant metadata
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from mlcroissant import Dataset

ds = Dataset(jsonld="https://hub.example.org:8443/api/datasets/atrium/sample-weather/croissant")
records = ds.records("default")
