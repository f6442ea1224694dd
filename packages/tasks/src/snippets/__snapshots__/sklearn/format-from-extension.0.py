# pip install -U skops scikit-learn huggingface_hub
from huggingface_hub import hf_hub_download
from skops.io import get_untrusted_types, load

path = hf_hub_download(repo_id="acme/demo-model", filename="clf.skops")
# Review these types before trusting them: loading runs their code.
untrusted = get_untrusted_types(file=path)
print(untrusted)
model = load(path, trusted=untrusted)
