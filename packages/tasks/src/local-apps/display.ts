import type { ModelRecord } from "../model-record.ts";
import type { LocalAppKey } from "./registry.ts";

/** Facts about a model that decide which local apps can run it. */
export function tagsOf(model: ModelRecord): string[] {
	return model.tags ?? [];
}

/** A GGUF model llama.cpp can load: its header gave a context length, or it has GGUF files. */
export function isGgufModel(model: ModelRecord): boolean {
	if (model.gguf?.context_length) return true;
	return ggufFiles(model).length > 0;
}

/** The GGUF files of the repository, when the record lists its files. */
export function ggufFiles(model: ModelRecord): string[] {
	return (model.siblings ?? []).map((s) => s.rfilename).filter((f) => f.toLowerCase().endsWith(".gguf"));
}

export function isMlxModel(model: ModelRecord): boolean {
	return tagsOf(model).includes("mlx");
}

function quantMethod(model: ModelRecord): string | undefined {
	const config = model.config?.quantization_config;
	if (config && typeof config === "object" && "quant_method" in config) {
		const method = (config as { quant_method?: unknown }).quant_method;
		return typeof method === "string" ? method : undefined;
	}
	return undefined;
}

/** A text or vision-language model that vLLM (and SGLang) can serve. */
export function isVllmModel(model: ModelRecord): boolean {
	const servable =
		["awq", "gptq", "aqlm", "marlin"].includes(quantMethod(model) ?? "") ||
		isGgufModel(model) ||
		tagsOf(model).includes("transformers") ||
		model.library_name === "transformers";
	return servable && (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text");
}

/** The chat template, from the GGUF header, a `chat_template.jinja` file or the tokenizer config. */
export function chatTemplateOf(model: ModelRecord): string | undefined {
	const jinja = model.config?.chat_template_jinja;
	const candidates = [
		model.gguf?.chat_template,
		typeof jinja === "string" ? jinja : undefined,
		model.config?.tokenizer_config?.chat_template,
	];
	for (const template of candidates) {
		if (typeof template === "string") return template;
		if (Array.isArray(template)) return template[0]?.template;
	}
	return undefined;
}

/** A local chat model whose template knows tools: what coding and chat agents need. */
export function isToolCallingModel(model: ModelRecord): boolean {
	return (
		(isGgufModel(model) || isMlxModel(model)) &&
		tagsOf(model).includes("conversational") &&
		(chatTemplateOf(model)?.includes("tools") ?? false)
	);
}

const isDiffusersTextToImage = (model: ModelRecord) =>
	model.library_name === "diffusers" && model.pipeline_tag === "text-to-image";
const isRyzenAiModel = (model: ModelRecord) => tagsOf(model).some((t) => t === "ryzenai-hybrid" || t === "ryzenai-npu");

/**
 * Which models each local app is offered for on the model page. One predicate per app; the
 * table is exhaustive over the registry.
 */
export const LOCAL_APP_DISPLAY = {
	"llama.cpp": isGgufModel,
	"node-llama-cpp": isGgufModel,
	vllm: isVllmModel,
	sglang: isVllmModel,
	"mlx-lm": (model) => model.pipeline_tag === "text-generation" && isMlxModel(model),
	tgi: (model) => tagsOf(model).includes("text-generation-inference"),
	lmstudio: (model) => isGgufModel(model) || isMlxModel(model),
	localai: (model) => ggufFiles(model).length > 0,
	jan: isGgufModel,
	"atomic-chat": (model) => isGgufModel(model) || isMlxModel(model),
	backyard: isGgufModel,
	jellybox: (model) =>
		isGgufModel(model) ||
		(model.library_name === "diffusers" &&
			tagsOf(model).includes("safetensors") &&
			(model.pipeline_tag === "text-to-image" || tagsOf(model).includes("lora"))),
	msty: isGgufModel,
	recursechat: isGgufModel,
	drawthings: (model) =>
		model.library_name === "diffusers" && (model.pipeline_tag === "text-to-image" || tagsOf(model).includes("lora")),
	diffusionbee: isDiffusersTextToImage,
	joyfusion: (model) =>
		tagsOf(model).includes("coreml") && tagsOf(model).includes("joyfusion") && model.pipeline_tag === "text-to-image",
	ollama: isGgufModel,
	unsloth: (model) => tagsOf(model).includes("unsloth") || isGgufModel(model),
	"docker-model-runner": (model) => isGgufModel(model) || isVllmModel(model),
	lemonade: (model) => isGgufModel(model) || isRyzenAiModel(model),
	pi: isToolCallingModel,
	"hermes-agent": isToolCallingModel,
	openclaw: isToolCallingModel,
} as const satisfies Record<LocalAppKey, (model: ModelRecord) => boolean>;

export { isRyzenAiModel };
