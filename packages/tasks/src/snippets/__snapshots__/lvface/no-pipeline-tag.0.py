# git clone https://github.com/bytedance/LVFace && cd LVFace && pip install -r requirements.txt
from pathlib import Path

from huggingface_hub import snapshot_download
from inference_onnx import LVFaceONNXInferencer

model_dir = snapshot_download(repo_id="acme/demo-model", allow_patterns=["*.onnx"])
inferencer = LVFaceONNXInferencer(str(next(Path(model_dir).rglob("*.onnx"))), use_gpu=False)
embedding = inferencer.infer_from_image("face.jpg")
print(embedding.shape)
