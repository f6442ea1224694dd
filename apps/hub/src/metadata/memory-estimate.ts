/**
 * "Fits in N GB" (decision 040): the memory a model needs to load (its weights, per available variant)
 * and to run at a context length (weights + KV cache + a stated overhead). Pure arithmetic over the
 * numbers extraction reads from safetensors headers, GGUF metadata and `config.json`.
 */

/** The attention geometry the KV cache depends on. */
export interface AttentionShape {
	/** Transformer blocks that keep a KV cache. */
	layers: number;
	/** Key/value heads (fewer than the query heads under grouped-query attention). */
	kvHeads: number;
	/** Width of one head. */
	headDim: number;
	/** The longest context the model was built for, when it says. */
	contextLength?: number;
}

/** One way to load the model: a safetensors set in its stored dtypes, or one GGUF file (or its shards). */
export interface WeightVariant {
	/** `safetensors`, or the GGUF file name without `.gguf` (shards: their common prefix). */
	name: string;
	format: "safetensors" | "gguf";
	/** `BF16`, `F16`, `Q4_K_M`, `GPTQ`… as far as the files tell. */
	quantization: string;
	/** Bytes of the weights themselves, from the tensors' dtypes and shapes. */
	bytes: number;
}

/** What a revision's memory estimate is made of; stored with its metadata (`memory` in `repos.info`). */
export interface MemoryFacts {
	variants: WeightVariant[];
	attention?: AttentionShape;
}

/** The KV cache is assumed kept in 16-bit floats, the default of transformers, vLLM and llama.cpp. */
export const KV_BYTES_PER_VALUE = 2;

/**
 * Memory to run beyond weights and KV cache, as a fraction of both: the runtime's buffers (CUDA
 * context, llama.cpp compute buffers, activations of a prefill chunk) and allocator slack. Checked
 * against published figures in decision 040.
 */
export const RUN_OVERHEAD = 0.1;

/** Bytes one token adds to the KV cache: a key and a value per layer and KV head. */
export function kvBytesPerToken(shape: AttentionShape): number {
	return 2 * shape.layers * shape.kvHeads * shape.headDim * KV_BYTES_PER_VALUE;
}

/** Memory to load a variant: its weights. */
export function loadBytes(variant: WeightVariant): number {
	return variant.bytes;
}

/** Memory to run with `weightBytes` of weights and `kvPerToken` bytes of cache per token, at `context` tokens. */
export function runBytes(weightBytes: number, kvPerToken: number, context: number): number {
	return Math.ceil((weightBytes + kvPerToken * context) * (1 + RUN_OVERHEAD));
}

/**
 * The largest `weights + KV cache` that runs within `budget` bytes: the form of {@link runBytes}
 * the list filter compares in SQL (`weights + kvPerToken × ctx <= this`).
 */
export function baseBudget(budget: number): number {
	return Math.floor(budget / (1 + RUN_OVERHEAD));
}

/** One variant's estimate at the given context lengths. */
export interface VariantEstimate {
	variant: WeightVariant;
	load: number;
	/** Run memory per context length; absent when the attention shape is unknown. */
	run?: { context: number; bytes: number }[];
}

/** The estimate of every variant at each context length (those past the model's own context left out). */
export function estimateMemory(facts: MemoryFacts, contexts: readonly number[]): VariantEstimate[] {
	const attention = facts.attention;
	const usable = contexts.filter((context) => !attention?.contextLength || context <= attention.contextLength);
	return facts.variants.map((variant) => {
		const estimate: VariantEstimate = { variant, load: loadBytes(variant) };
		if (attention) {
			const perToken = kvBytesPerToken(attention);
			estimate.run = usable.map((context) => ({ context, bytes: runBytes(variant.bytes, perToken, context) }));
		}
		return estimate;
	});
}

/** The columns the list filter reads (migration 156): smallest variant, cache per token, context length. */
export interface MemoryColumns {
	memory_weight_bytes: number | null;
	memory_kv_bytes_per_token: number | null;
	memory_context_length: number | null;
}

/** The filter's columns for a revision's facts (nulls when it has no weights the hub can size). */
export function memoryColumns(facts: MemoryFacts | undefined): MemoryColumns {
	const smallest = facts?.variants.length ? Math.min(...facts.variants.map((variant) => variant.bytes)) : null;
	return {
		memory_weight_bytes: smallest,
		memory_kv_bytes_per_token: facts?.attention ? kvBytesPerToken(facts.attention) : null,
		memory_context_length: facts?.attention?.contextLength ?? null,
	};
}

/** Context lengths the model page and `memoryEstimate` show, each up to the model's own. */
export const SHOWN_CONTEXTS = [4096, 8192, 32768, 131072] as const;

/** `memoryEstimate` of model info: the facts, and each variant's load and run memory at {@link SHOWN_CONTEXTS}. */
export interface ServedMemoryEstimate {
	attention?: AttentionShape;
	kvBytesPerToken?: number;
	overhead: number;
	variants: {
		name: string;
		format: WeightVariant["format"];
		quantization: string;
		loadBytes: number;
		run?: { context: number; bytes: number }[];
	}[];
}

/** The served estimate of a revision's facts. */
export function servedEstimate(facts: MemoryFacts): ServedMemoryEstimate {
	const served: ServedMemoryEstimate = {
		overhead: RUN_OVERHEAD,
		variants: estimateMemory(facts, SHOWN_CONTEXTS).map(({ variant, load, run }) => ({
			name: variant.name,
			format: variant.format,
			quantization: variant.quantization,
			loadBytes: load,
			...(run ? { run } : {}),
		})),
	};
	if (facts.attention) {
		served.attention = facts.attention;
		served.kvBytesPerToken = kvBytesPerToken(facts.attention);
	}
	return served;
}
