# pip install -U TensorFlowTTS
import tensorflow as tf
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained("tensorspeech/tts-fastspeech2-ljspeech-en")
text2mel = TFAutoModel.from_pretrained("tensorspeech/tts-fastspeech2-ljspeech-en")

input_ids = processor.text_to_sequence("Recent research at Harvard has shown meditating can make a difference.")
ids = tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0)
mel_before, mel_outputs, durations, _, _ = text2mel.inference(
    input_ids=ids,
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
    speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    f0_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    energy_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
)
print(mel_outputs.shape)  # pass it to a vocoder such as MB-MelGAN
