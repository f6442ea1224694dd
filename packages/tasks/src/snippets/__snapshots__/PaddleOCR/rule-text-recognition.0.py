# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download
from paddleocr import TextRecognition

model = TextRecognition(model_name="PP-OCRv5_mobile_rec", model_dir=snapshot_download(repo_id="PaddlePaddle/PP-OCRv5_mobile_rec"))
output = model.predict(input="image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
