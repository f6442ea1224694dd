# pip install -U allennlp allennlp-models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path("hf://acme/demo-model")
prediction = predictor.predict_json({"sentence": "The weather is lovely today."})
print(prediction)
