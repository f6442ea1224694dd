# pip install -U huggingface_hub fastai
from huggingface_hub import from_pretrained_fastai

learner = from_pretrained_fastai("acme/demo-model")
# Call learner.predict(item) with an input like the ones the model was trained on
print(learner.model)
