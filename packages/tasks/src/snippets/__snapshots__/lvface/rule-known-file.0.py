# git clone https://github.com/bytedance/LVFace && cd LVFace && pip install -r requirements.txt
from huggingface_hub import hf_hub_download
from inference_onnx import LVFaceONNXInferencer

model_path = hf_hub_download(repo_id="bytedance-research/LVFace", filename="LVFace-B_Glint360K/LVFace-B_Glint360K.onnx")
inferencer = LVFaceONNXInferencer(model_path, use_gpu=False)
embedding = inferencer.infer_from_image("face.jpg")
print(embedding.shape)
