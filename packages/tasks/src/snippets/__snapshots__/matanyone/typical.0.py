# pip install git+https://github.com/pq-yang/MatAnyone
from matanyone import InferenceCore

processor = InferenceCore("acme/demo-model")
foreground_path, alpha_path = processor.process_video(
    input_path="video.mp4",
    mask_path="first_frame_mask.png",
    output_path="outputs",
)
print(foreground_path, alpha_path)
