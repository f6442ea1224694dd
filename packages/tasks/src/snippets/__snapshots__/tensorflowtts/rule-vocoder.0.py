# pip install -U TensorFlowTTS
import tensorflow as tf
from tensorflow_tts.inference import TFAutoModel

vocoder = TFAutoModel.from_pretrained("tensorspeech/tts-mb_melgan-ljspeech-en")
mel = tf.random.uniform([1, 200, 80])  # a [batch, frames, 80] mel spectrogram from a text-to-mel model
audio = tf.squeeze(vocoder.inference(mel))  # the waveform
print(audio.shape)
