# pip install -U tensorflow tf-keras huggingface_hub
import tf_keras
from huggingface_hub import snapshot_download

local_dir = snapshot_download(repo_id="acme/demo-model")
model = tf_keras.models.load_model(local_dir)
model.summary()
