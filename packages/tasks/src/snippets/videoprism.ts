import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const INSTALL = "# git clone https://github.com/google-deepmind/videoprism.git && cd videoprism && pip install .";

/**
 * The VideoPrism configuration name of a hub repository (`videoprism-lvt-base-f16r288` →
 * `videoprism_lvt_public_v1_base`): video-text (`lvt`) or video-only, large or base.
 */
export function videoprismConfig(id: string): string {
	const name = (id.split("/").pop() ?? id).toLowerCase();
	const size = name.includes("large") ? "large" : "base";
	return name.includes("lvt") ? `videoprism_lvt_public_v1_${size}` : `videoprism_public_v1_${size}`;
}

/**
 * VideoPrism (JAX/Flax): the library loads checkpoints by configuration name, derived from the
 * repository name. Video encoders embed a clip; video-text encoders embed a clip and text queries.
 */
export const videoprism: SnippetGenerator = (model) => {
	const config = videoprismConfig(model.id);
	if (config.includes("_lvt_")) {
		return [
			python(
				"Embed a video and text queries",
				code`
					${INSTALL}
					import jax
					import jax.numpy as jnp
					from videoprism import models as vp

					model_name = ${py(config)}  # the configuration of this checkpoint
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
				`,
			),
		];
	}
	return [
		python(
			"Embed a video",
			code`
				${INSTALL}
				import jax
				import jax.numpy as jnp
				from videoprism import models as vp

				model_name = ${py(config)}  # the configuration of this checkpoint
				flax_model = vp.get_model(model_name)
				loaded_state = vp.load_pretrained_weights(model_name)

				@jax.jit
				def forward_fn(inputs):
				    return flax_model.apply(loaded_state, inputs, train=False)

				video = jnp.zeros((1, 16, 288, 288, 3))  # [batch, frames, height, width, RGB in 0..1]
				outputs, _ = forward_fn(video)
				print(outputs.shape)  # [batch, frames * 16 * 16, channels]
			`,
		),
	];
};
