# git clone https://github.com/google-deepmind/videoprism.git && cd videoprism && pip install .
import jax
import jax.numpy as jnp
from videoprism import models as vp

model_name = "videoprism_lvt_public_v1_large"  # the configuration of this checkpoint
flax_model = vp.get_model(model_name)
loaded_state = vp.load_pretrained_weights(model_name)
text_tokenizer = vp.load_text_tokenizer("c4_en")

@jax.jit
def forward_fn(inputs, text_token_ids, text_token_paddings):
    return flax_model.apply(loaded_state, inputs, text_token_ids, text_token_paddings, train=False)

video = jnp.zeros((1, 16, 288, 288, 3))  # [batch, frames, height, width, RGB in 0..1]
text_ids, text_paddings = vp.tokenize_texts(text_tokenizer, ["a person playing guitar"])
video_embeddings, text_embeddings, _ = forward_fn(video, text_ids, text_paddings)
print(video_embeddings.shape, text_embeddings.shape)
