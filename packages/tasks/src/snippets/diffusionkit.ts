import type { ModelRecord } from "../model-record.ts";
import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { hasTag, widgetText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** Sampling defaults (spec section 9): FLUX models 4 steps without guidance; others 50 steps, guidance 5. */
export const DIFFUSIONKIT_DEFAULTS = {
	flux: { numSteps: 4, cfgWeight: 0 },
	other: { numSteps: 50, cfgWeight: 5 },
} as const;

/** Whether a DiffusionKit model is a FLUX model: tagged `flux`, or "flux" in its id. */
export function isFluxModel(model: ModelRecord): boolean {
	return hasTag(model, "flux") || /flux/i.test(model.id);
}

const DEFAULT_PROMPT = "A photo of a cat sitting on a windowsill at sunset";

/** DiffusionKit (MLX): generate an image with the FLUX or the Stable Diffusion 3 pipeline. */
export const diffusionkit: SnippetGenerator = (model) => {
	const flux = isFluxModel(model);
	const { numSteps, cfgWeight } = flux ? DIFFUSIONKIT_DEFAULTS.flux : DIFFUSIONKIT_DEFAULTS.other;
	const pipelineClass = flux ? "FluxPipeline" : "DiffusionPipeline";
	const options = flux ? "    shift=1.0," : "    shift=3.0,\n    use_t5=False,";
	return [
		python(
			"Generate an image",
			code`
				# pip install -U diffusionkit
				from diffusionkit.mlx import ${pipelineClass}

				pipeline = ${pipelineClass}(
				${options}
				    model_version=${py(model.id)},
				    low_memory_mode=True,
				    a16=True,
				    w16=True,
				)
				prompt = ${py(widgetText(model) ?? DEFAULT_PROMPT)}
				image, _ = pipeline.generate_image(
				    prompt,
				    cfg_weight=${cfgWeight},
				    num_steps=${numSteps},
				    latent_size=(64, 64),
				)
				image.save("image.png")
			`,
		),
	];
};
