# pip install -U onnxruntime huggingface_hub numpy
import numpy as np
import onnxruntime as ort
from huggingface_hub import hf_hub_download

policy = hf_hub_download(repo_id="acme/demo-model", filename="policy.onnx")
session = ort.InferenceSession(policy)

# 48 proprioception values followed by the 13-value command block
obs = np.zeros((1, 61), dtype=np.float32)
actions = session.run(None, {"obs": obs})[0]
print(actions.shape)  # (1, 14) joint-position targets
