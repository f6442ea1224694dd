# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download
from paddleocr import TableStructureRecognition

model = TableStructureRecognition(model_name="SLANet_plus", model_dir=snapshot_download(repo_id="PaddlePaddle/SLANet_plus"))
output = model.predict(input="image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
