# git clone https://github.com/microsoft/renderformer && cd renderformer && pip install -r requirements.txt
import torch
from renderformer import RenderFormerRenderingPipeline

pipeline = RenderFormerRenderingPipeline.from_pretrained("acme/demo-model")
pipeline.to(torch.device("cuda"))
# pipeline(triangles=..., texture=..., mask=..., vn=..., c2w=..., fov=..., resolution=512) renders
# batches of scenes; infer.py shows how to read them from the HDF5 files.
