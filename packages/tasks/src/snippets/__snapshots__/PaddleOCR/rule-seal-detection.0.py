# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download
from paddleocr import SealTextDetection

model = SealTextDetection(model_name="PP-OCRv4_server_seal_det", model_dir=snapshot_download(repo_id="PaddlePaddle/PP-OCRv4_server_seal_det"))
output = model.predict(input="image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
