# pip install -U keras huggingface_hub
import keras

model = keras.saving.load_model("hf://acme/demo-model")
model.summary()
