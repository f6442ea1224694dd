# pip install -U TensorFlowTTS
import tensorflow as tf
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained("tensorspeech/tts-tacotron2-ljspeech-en")
text2mel = TFAutoModel.from_pretrained("tensorspeech/tts-tacotron2-ljspeech-en")

input_ids = processor.text_to_sequence("Recent research at Harvard has shown meditating can make a difference.")
ids = tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0)
_, mel_outputs, stop_tokens, alignments = text2mel.inference(
    input_ids=ids,
    input_lengths=tf.convert_to_tensor([len(input_ids)], tf.int32),
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
)
print(mel_outputs.shape)  # pass it to a vocoder such as MB-MelGAN
