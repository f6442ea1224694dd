# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download
from paddleocr import LayoutDetection

model = LayoutDetection(model_name="PP-DocLayout_plus-L", model_dir=snapshot_download(repo_id="PaddlePaddle/PP-DocLayout_plus-L"))
output = model.predict(input="image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
