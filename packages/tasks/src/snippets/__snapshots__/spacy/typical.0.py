# pip install -U spacy huggingface_hub
import subprocess
import sys

import spacy
from huggingface_hub import hf_hub_download

wheel = hf_hub_download(repo_id="acme/demo-model", filename="demo-model-any-py3-none-any.whl")
subprocess.check_call([sys.executable, "-m", "pip", "install", wheel])

nlp = spacy.load("demo-model")
doc = nlp("The weather is lovely today.")
print(doc.vector.shape)
