import type { GgufHeader } from "./gguf-header.ts";
import type { AttentionShape, MemoryFacts, WeightVariant } from "./memory-estimate.ts";
import type { SafetensorsInfo } from "./safetensors-header.ts";

/** Bytes per element of each safetensors dtype. */
const SAFETENSORS_DTYPE_BYTES: Record<string, number> = {
	F64: 8,
	I64: 8,
	U64: 8,
	F32: 4,
	I32: 4,
	U32: 4,
	F16: 2,
	BF16: 2,
	I16: 2,
	U16: 2,
	I8: 1,
	U8: 1,
	BOOL: 1,
	F8_E4M3: 1,
	F8_E5M2: 1,
	F8_E8M0: 1,
};

const positive = (value: unknown): number | undefined =>
	typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The first of `keys` holding a positive whole number. */
function firstNumber(config: Record<string, unknown>, keys: readonly string[]): number | undefined {
	for (const key of keys) {
		const value = positive(config[key]);
		if (value !== undefined) return value;
	}
	return undefined;
}

/**
 * The attention shape a transformers `config.json` declares, under the names the common architectures
 * use (Llama/Qwen/Mistral, GPT-2, Falcon, GLM, T5…); a multimodal model's `text_config` when it has one.
 * `undefined` when layers, heads or width are missing.
 */
export function attentionOfConfig(full: Record<string, unknown>): AttentionShape | undefined {
	const text = full.text_config;
	const config =
		typeof text === "object" && text !== null && !Array.isArray(text) ? (text as Record<string, unknown>) : full;
	const layers = firstNumber(config, ["num_hidden_layers", "n_layer", "num_layers", "n_layers"]);
	const heads = firstNumber(config, ["num_attention_heads", "n_head", "num_heads", "n_heads"]);
	const hidden = firstNumber(config, ["hidden_size", "n_embd", "d_model", "dim"]);
	if (!layers || !heads || !hidden) return undefined;
	const kvHeads =
		firstNumber(config, ["num_key_value_heads", "num_kv_heads", "multi_query_group_num", "n_head_kv"]) ??
		(config.multi_query === true ? 1 : heads);
	const headDim = firstNumber(config, ["head_dim", "kv_channels"]) ?? Math.floor(hidden / heads);
	const shape: AttentionShape = { layers, kvHeads, headDim };
	const context =
		firstNumber(config, ["max_position_embeddings", "n_positions", "seq_length", "max_sequence_length"]) ??
		firstNumber(full, ["max_position_embeddings", "n_positions", "seq_length"]);
	if (context) shape.contextLength = context;
	return shape;
}

/** How a transformers config says its weights are quantized (`GPTQ-4bit`, `AWQ`, `BITSANDBYTES`…), if it does. */
function configQuantization(config: Record<string, unknown> | undefined): string | undefined {
	const quantization = config?.quantization_config;
	if (typeof quantization !== "object" || quantization === null) return undefined;
	const { quant_method: method, bits } = quantization as { quant_method?: unknown; bits?: unknown };
	if (typeof method !== "string") return undefined;
	return typeof bits === "number" ? `${method.toUpperCase()}-${bits}bit` : method.toUpperCase();
}

/**
 * The safetensors files of a revision by the set they load as: Mistral's own `consolidated*.safetensors`
 * beside the transformers shards are the same weights in another layout, a variant of their own (the
 * parameter count adds every file, as before). Sets in order: `safetensors`, then `consolidated`.
 */
export function safetensorsSetsOf(paths: readonly string[]): [string, string[]][] {
	const consolidated = paths.filter((path) => /(^|\/)consolidated[^/]*\.safetensors$/.test(path));
	const others = paths.filter((path) => !consolidated.includes(path));
	const sets: [string, string[]][] = [];
	if (others.length > 0) sets.push(["safetensors", others]);
	if (consolidated.length > 0) sets.push(["consolidated", consolidated]);
	return sets;
}

/**
 * A safetensors set as one variant: its bytes from each dtype's element size, named by the config's
 * quantization or else the dtype holding most bytes. `undefined` when a dtype's size is unknown.
 */
export function safetensorsVariant(
	name: string,
	info: SafetensorsInfo,
	config: Record<string, unknown> | undefined,
): WeightVariant | undefined {
	let bytes = 0;
	let dominant = "";
	let dominantBytes = -1;
	for (const [dtype, count] of Object.entries(info.parameters)) {
		const size = SAFETENSORS_DTYPE_BYTES[dtype];
		if (size === undefined) return undefined;
		bytes += size * count;
		if (size * count > dominantBytes) [dominant, dominantBytes] = [dtype, size * count];
	}
	if (bytes === 0) return undefined;
	return { name, format: "safetensors", quantization: configQuantization(config) ?? dominant, bytes };
}

/** Shards of one GGUF variant: `name-00001-of-00003.gguf`. */
const GGUF_SHARD = /-\d{5}-of-\d{5}\.gguf$/;

/** The variant a GGUF path belongs to: its name without `.gguf` and without the shard suffix. */
export function ggufVariantName(path: string): string {
	return path.replace(GGUF_SHARD, "").replace(/\.gguf$/, "");
}

/** GGUF files that hold a model's weights (not a vision projector `mmproj…`). */
export function isWeightGguf(path: string): boolean {
	const file = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
	return file.endsWith(".gguf") && !file.startsWith("mmproj");
}

/** What extraction read that the estimate needs. */
export interface MemorySources {
	/** Each safetensors set ({@link safetensorsSetsOf}) with its counts. */
	safetensorsSets: { name: string; info: SafetensorsInfo }[];
	/** The whole `config.json` (its attention keys are not kept in the served config). */
	config?: Record<string, unknown>;
	/** Every weight GGUF file read, with its header. */
	ggufs: { path: string; header: GgufHeader }[];
}

/**
 * A revision's memory facts: the safetensors set and each GGUF variant (shards summed) with their
 * bytes, smallest first, and the attention shape from `config.json`, else from the first GGUF that declares one.
 * `undefined` when no weights can be sized.
 */
export function memoryFactsOf(sources: MemorySources): MemoryFacts | undefined {
	const variants: WeightVariant[] = [];
	for (const { name, info } of sources.safetensorsSets) {
		const variant = safetensorsVariant(name, info, sources.config);
		if (variant) variants.push(variant);
	}
	const byName = new Map<string, WeightVariant | null>();
	for (const { path, header } of sources.ggufs) {
		const name = ggufVariantName(path);
		const known = byName.get(name);
		if (known === null) continue;
		if (header.weightBytes === null) {
			byName.set(name, null);
			continue;
		}
		if (known) known.bytes += header.weightBytes;
		else
			byName.set(name, {
				name,
				format: "gguf",
				quantization: header.info.quantization ?? "unknown",
				bytes: header.weightBytes,
			});
	}
	for (const variant of byName.values()) if (variant && variant.bytes > 0) variants.push(variant);
	if (variants.length === 0) return undefined;
	variants.sort((a, b) => a.bytes - b.bytes);
	const attention =
		(sources.config && attentionOfConfig(sources.config)) ??
		sources.ggufs.map(({ header }) => header.attention).find((shape) => shape !== undefined);
	return attention ? { variants, attention } : { variants };
}
