# pip install -U transformers
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="acme/demo-model")
messages = [
    {
        "role": "user",
        "content": [
            {"type": "image", "url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG"},
            {"type": "text", "text": "What animal is on the candy?"},
        ],
    },
]
pipe(text=messages)
