# pip install -U fasttext huggingface_hub
import fasttext
from huggingface_hub import hf_hub_download

model_path = hf_hub_download(repo_id="facebook/fasttext-language-identification", filename="model.bin")
model = fasttext.load_model(model_path)
labels, probabilities = model.predict("Hello, how are you?", k=3)
print(labels, probabilities)
