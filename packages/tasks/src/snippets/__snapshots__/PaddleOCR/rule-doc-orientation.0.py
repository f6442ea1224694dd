# pip install -U paddleocr paddlepaddle
from huggingface_hub import snapshot_download
from paddleocr import DocImgOrientationClassification

model = DocImgOrientationClassification(model_name="PP-LCNet_x1_0_doc_ori", model_dir=snapshot_download(repo_id="PaddlePaddle/PP-LCNet_x1_0_doc_ori"))
output = model.predict(input="image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
