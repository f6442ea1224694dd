# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download

model_dir = snapshot_download(repo_id="acme/demo-model")
# Pick the PaddleOCR module or pipeline for this model and pass model_dir to it:
# https://www.paddleocr.ai/
print(model_dir)
