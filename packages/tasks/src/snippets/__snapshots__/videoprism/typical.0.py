# git clone https://github.com/google-deepmind/videoprism.git && cd videoprism && pip install .
import jax
import jax.numpy as jnp
from videoprism import models as vp

model_name = "videoprism_public_v1_base"  # the configuration of this checkpoint
flax_model = vp.get_model(model_name)
loaded_state = vp.load_pretrained_weights(model_name)

@jax.jit
def forward_fn(inputs):
    return flax_model.apply(loaded_state, inputs, train=False)

video = jnp.zeros((1, 16, 288, 288, 3))  # [batch, frames, height, width, RGB in 0..1]
outputs, _ = forward_fn(video)
print(outputs.shape)  # [batch, frames * 16 * 16, channels]
