# pip install -U keras-hub
import keras_hub

task = keras_hub.models.CausalLM.from_preset("hf://acme/demo-model")
print(task.generate("The quick brown fox", max_length=32))
