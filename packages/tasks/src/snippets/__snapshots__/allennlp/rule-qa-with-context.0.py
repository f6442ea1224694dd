# pip install -U allennlp allennlp-models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path("hf://allenai/bidaf")
prediction = predictor.predict_json(
    {
        "passage": "The book was written by Ann.",
        "question": "Who wrote it?",
    }
)
print(prediction)
