# pip install -U keras-hub
import keras_hub

task = keras_hub.models.TextClassifier.from_preset("hf://acme/demo-model")
print(task.predict(["What a wonderful day!"]))
