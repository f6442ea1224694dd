# pip install -U "mblt-model-zoo[transformers]"
from transformers import AutoModel

# Mobilint models run on a Mobilint NPU; the remote code in the repository wires it in.
model = AutoModel.from_pretrained("mobilint/whisper-small", trust_remote_code=True)
