# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download
from paddleocr import TextDetection

model = TextDetection(model_name="PP-OCRv5_server_det", model_dir=snapshot_download(repo_id="PaddlePaddle/PP-OCRv5_server_det"))
output = model.predict(input="image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
