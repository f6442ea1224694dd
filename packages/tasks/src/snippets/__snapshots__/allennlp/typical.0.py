# pip install -U allennlp allennlp-models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path("hf://acme/demo-model")
prediction = predictor.predict_json(
    {
        "passage": "The Eiffel Tower stands in Paris, on the Champ de Mars.",
        "question": "The weather is lovely today.",
    }
)
print(prediction)
