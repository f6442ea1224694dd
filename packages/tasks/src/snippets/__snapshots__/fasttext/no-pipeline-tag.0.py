# pip install -U fasttext huggingface_hub
import fasttext
from huggingface_hub import hf_hub_download

model_path = hf_hub_download(repo_id="acme/demo-model", filename="model.bin")
model = fasttext.load_model(model_path)
vector = model.get_word_vector("hello")
print(vector.shape, model.get_nearest_neighbors("hello", k=5))
