# datasets: Load the dataset with datasets
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from datasets import load_dataset

# Log in first (hf auth login, or HF_TOKEN): this dataset is not public.
ds = load_dataset("team/private-logs", "events")

# dask: Load a split with Dask (from its Parquet conversion)
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import dask.dataframe as dd

# Log in first (hf auth login, or HF_TOKEN): this dataset is not public.
df = dd.read_parquet("hf://datasets/team/private-logs@~parquet/events/train/*.parquet")

# polars: Load a split with Polars (from its Parquet conversion)
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import polars as pl
from huggingface_hub import get_token

df = pl.read_parquet([
    "https://hub.example.org:8443/datasets/team/private-logs/resolve/~parquet/events/train/0000.parquet",
    "https://hub.example.org:8443/datasets/team/private-logs/resolve/~parquet/events/train/0001.parquet",
], storage_options={"Authorization": f"Bearer {get_token()}"})

# mlcroissant: Read the records of its Croissant metadata
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import requests
from huggingface_hub.utils import build_hf_headers
from mlcroissant import Dataset

jsonld = requests.get("https://hub.example.org:8443/api/datasets/team/private-logs/croissant", headers=build_hf_headers()).json()
ds = Dataset(jsonld=jsonld)
records = ds.records("events")

# argilla: Load the dataset into Argilla
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

import argilla as rg

ds = rg.Dataset.from_hub("team/private-logs")

# fiftyone: Load the dataset into FiftyOne
import os

os.environ["HF_ENDPOINT"] = "https://hub.example.org:8443"

from fiftyone.utils.huggingface import load_from_hub

dataset = load_from_hub("team/private-logs")
