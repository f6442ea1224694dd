import type { ModelRecord } from "../model-record.ts";
import { code, type Code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { baseModel, hasTag, instancePrompt, isTask, widgetText } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** Which diffusers snippet a model gets. */
export type DiffusersVariant = "lora" | "flux-fill" | "inpainting" | "text-to-image" | "image-to-image" | "default";

/** Sampling defaults of the spec (section 9). */
export const DIFFUSERS_DEFAULTS = {
	textToImage: { steps: 5 },
	inpainting: { guidance: "8.0", steps: 20, strength: "0.99" },
	fluxFill: { steps: 50, guidance: 30 },
} as const;

/** Whether the repository holds LoRA weights for a base model named on its card. */
export function isLora(model: ModelRecord): boolean {
	return hasTag(model, "lora") && baseModel(model) !== undefined;
}

/** Whether the model is a FLUX Fill (inpainting/outpainting) pipeline. */
export function isFluxFill(model: ModelRecord): boolean {
	return model.config?.diffusers?._class_name === "FluxFillPipeline";
}

/** Whether the model is an inpainting pipeline: tagged `inpainting`, or its pipeline class says so. */
export function isInpainting(model: ModelRecord): boolean {
	const className = model.config?.diffusers?._class_name;
	return hasTag(model, "inpainting") || (typeof className === "string" && className.includes("Inpaint"));
}

/** The diffusers variant, in priority order: LoRA, FLUX Fill, inpainting, text-to-image, image-to-image, default. */
export function diffusersVariant(model: ModelRecord): DiffusersVariant {
	if (isLora(model)) return "lora";
	if (isFluxFill(model)) return "flux-fill";
	if (isInpainting(model)) return "inpainting";
	if (isTask(model, "text-to-image")) return "text-to-image";
	if (isTask(model, "image-to-image")) return "image-to-image";
	return "default";
}

const INSTALL = "# pip install -U diffusers transformers accelerate";
const DEFAULT_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";
const DOCS_IMAGES = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers";
const INPAINT_IMAGE = `${DOCS_IMAGES}/inpaint.png`;
const INPAINT_MASK = `${DOCS_IMAGES}/inpaint_mask.png`;
const CUP_IMAGE = `${DOCS_IMAGES}/cup.png`;
const CUP_MASK = `${DOCS_IMAGES}/cup_mask.png`;

function prompt(model: ModelRecord): string {
	return widgetText(model) ?? DEFAULT_PROMPT;
}

/** The lines that load the pipeline `className` from the hub onto the GPU. */
function loadPipeline(
	className: "DiffusionPipeline" | "FluxFillPipeline" | "AutoPipelineForInpainting",
	id: string,
	dtype: "bfloat16" | "float16" = "bfloat16",
): Code {
	return code`
		# switch to "mps" on Apple silicon
		pipe = ${className}.from_pretrained(${py(id)}, dtype=torch.${dtype}, device_map="cuda")
	`;
}

function lora(model: ModelRecord, base: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Apply the LoRA to its base model",
		code: code`
			${INSTALL}
			import torch
			from diffusers import DiffusionPipeline

			${loadPipeline("DiffusionPipeline", base)}
			pipe.load_lora_weights(${py(model.id)})

			prompt = ${py(instancePrompt(model) ?? DEFAULT_PROMPT)}
			image = pipe(prompt).images[0]
		`,
	};
}

function fluxFill(model: ModelRecord): GeneratedSnippet {
	const { steps, guidance } = DIFFUSERS_DEFAULTS.fluxFill;
	return {
		language: "python",
		title: "Fill a masked region",
		code: code`
			${INSTALL}
			import torch
			from diffusers import FluxFillPipeline
			from diffusers.utils import load_image

			${loadPipeline("FluxFillPipeline", model.id)}
			image = load_image(${py(CUP_IMAGE)})
			mask = load_image(${py(CUP_MASK)})

			result = pipe(
			    prompt=${py(widgetText(model) ?? "a white paper cup")},
			    image=image,
			    mask_image=mask,
			    guidance_scale=${guidance},
			    num_inference_steps=${steps},
			    max_sequence_length=512,
			    generator=torch.Generator("cpu").manual_seed(0),
			).images[0]
			result.save("flux-fill.png")
		`,
	};
}

function inpainting(model: ModelRecord): GeneratedSnippet {
	const { guidance, steps, strength } = DIFFUSERS_DEFAULTS.inpainting;
	return {
		language: "python",
		title: "Inpaint a masked region",
		code: code`
			${INSTALL}
			import torch
			from diffusers import AutoPipelineForInpainting
			from diffusers.utils import load_image

			${loadPipeline("AutoPipelineForInpainting", model.id, "float16")}
			image = load_image(${py(INPAINT_IMAGE)}).resize((1024, 1024))
			mask_image = load_image(${py(INPAINT_MASK)}).resize((1024, 1024))

			result = pipe(
			    prompt=${py(widgetText(model) ?? "a tiger sitting on a park bench")},
			    image=image,
			    mask_image=mask_image,
			    guidance_scale=${guidance},
			    num_inference_steps=${steps},
			    strength=${strength},
			    generator=torch.Generator(device="cuda").manual_seed(0),
			).images[0]
		`,
	};
}

function textToImage(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Generate an image",
		code: code`
			${INSTALL}
			import torch
			from diffusers import DiffusionPipeline

			${loadPipeline("DiffusionPipeline", model.id)}
			prompt = ${py(prompt(model))}
			image = pipe(prompt, num_inference_steps=${DIFFUSERS_DEFAULTS.textToImage.steps}).images[0]
			image.save("image.png")
		`,
	};
}

function imageToImage(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Edit an image",
		code: code`
			${INSTALL}
			import torch
			from diffusers import DiffusionPipeline
			from diffusers.utils import load_image

			${loadPipeline("DiffusionPipeline", model.id)}
			input_image = load_image(${py(CUP_IMAGE)})
			prompt = ${py(widgetText(model) ?? "Turn this cup into a glass of orange juice")}
			image = pipe(image=input_image, prompt=prompt).images[0]
			image.save("image.png")
		`,
	};
}

function generic(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Load the pipeline",
		code: code`
			${INSTALL}
			import torch
			from diffusers import DiffusionPipeline

			${loadPipeline("DiffusionPipeline", model.id)}
			prompt = ${py(prompt(model))}
			output = pipe(prompt)
		`,
	};
}

/** diffusers: LoRA on its base model, FLUX Fill, inpainting, text-to-image, image-to-image, or a generic pipeline. */
export const diffusers: SnippetGenerator = (model) => {
	switch (diffusersVariant(model)) {
		case "lora": {
			const base = baseModel(model);
			return [base ? lora(model, base) : generic(model)];
		}
		case "flux-fill":
			return [fluxFill(model)];
		case "inpainting":
			return [inpainting(model)];
		case "text-to-image":
			return [textToImage(model)];
		case "image-to-image":
			return [imageToImage(model)];
		default:
			return [generic(model)];
	}
};
