# pip install -U huggingface_hub fastai
from huggingface_hub import from_pretrained_fastai

learner = from_pretrained_fastai("espejelomar/identify-my-cat")
label, label_index, probabilities = learner.predict("image.jpg")
print(label, probabilities[label_index].item())
