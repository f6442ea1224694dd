# pip install -U speechbrain
from speechbrain.inference.classifiers import EncoderClassifier

model = EncoderClassifier.from_hparams(source="acme/demo-model")
out_prob, score, index, text_lab = model.classify_file("sample.wav")
print(text_lab)
