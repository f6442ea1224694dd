# pip install -U keras-hub
import keras_hub

backbone = keras_hub.models.Backbone.from_preset("hf://acme/demo-model")
backbone.summary()
