# pip install -U ltx-pipelines
from huggingface_hub import snapshot_download

model_dir = snapshot_download(repo_id="acme/demo-model")
print(model_dir)

# Then pass the checkpoint, spatial upsampler and Gemma text-encoder paths to a pipeline, e.g.:
# python -m ltx_pipelines.ti2vid_two_stages --checkpoint-path <checkpoint.safetensors> --prompt "A sunset over the ocean" --output-path output.mp4 ...
# python -m ltx_pipelines.ti2vid_two_stages --help  lists every option; see https://github.com/Lightricks/LTX-2
