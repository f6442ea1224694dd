# pip install -U spacy huggingface_hub
import subprocess
import sys

import spacy
from huggingface_hub import hf_hub_download

wheel = hf_hub_download(repo_id="acme/en_textcat_demo", filename="en_textcat_demo-any-py3-none-any.whl")
subprocess.check_call([sys.executable, "-m", "pip", "install", wheel])

nlp = spacy.load("en_textcat_demo")
doc = nlp("Apple is looking at buying a U.K. startup for $1 billion.")
print(doc.cats)
