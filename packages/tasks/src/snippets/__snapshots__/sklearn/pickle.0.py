# pip install -U joblib scikit-learn huggingface_hub
import joblib
from huggingface_hub import hf_hub_download

# Unpickling runs code from the file: load only models you trust.
model = joblib.load(hf_hub_download(repo_id="acme/demo-model", filename="model.pkl"))
