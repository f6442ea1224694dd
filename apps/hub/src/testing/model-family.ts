import { ggufFile, safetensorsFile } from "../../seed/binary-fixtures.ts";
import type { Db } from "../db/create-db.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { kvBytesPerToken, runBytes } from "../metadata/memory-estimate.ts";
import { addTestRepo } from "./accounts.ts";

/**
 * A fixture of 32 models with known relations and sizes, for the model tree and the memory filter
 * (decision 040): four base architectures, fine-tunes, adapters, quantizations and merges down to the
 * third level, one private child, and repositories the hub cannot size. Weights are header-only
 * safetensors and GGUF files: the headers declare billions of parameters in a few hundred bytes.
 */

/** An architecture's attention and size, as its config.json or GGUF metadata declares it. */
interface Architecture {
	layers: number;
	heads: number;
	kvHeads: number;
	hidden: number;
	context: number;
	parameters: number;
}

const LLAMA_7B: Architecture = {
	layers: 32,
	heads: 32,
	kvHeads: 32,
	hidden: 4096,
	context: 4096,
	parameters: 6_738_415_616,
};
const MISTRAL_7B: Architecture = {
	layers: 32,
	heads: 32,
	kvHeads: 8,
	hidden: 4096,
	context: 32768,
	parameters: 7_241_732_096,
};
const QWEN_05B: Architecture = {
	layers: 24,
	heads: 14,
	kvHeads: 2,
	hidden: 896,
	context: 32768,
	parameters: 494_032_768,
};
const BIG_70B: Architecture = {
	layers: 80,
	heads: 64,
	kvHeads: 8,
	hidden: 8192,
	context: 131072,
	parameters: 70_553_706_496,
};

/** A ggml quantization: GGUF `general.file_type`, tensor type, and its block (elements, bytes). */
interface Quant {
	name: string;
	fileType: number;
	ggmlType: number;
	blockElements: number;
	blockBytes: number;
}
const Q2_K: Quant = { name: "Q2_K", fileType: 10, ggmlType: 10, blockElements: 256, blockBytes: 84 };
const Q4_K_M: Quant = { name: "Q4_K_M", fileType: 15, ggmlType: 12, blockElements: 256, blockBytes: 144 };
const Q6_K: Quant = { name: "Q6_K", fileType: 18, ggmlType: 14, blockElements: 256, blockBytes: 210 };
const Q8_0: Quant = { name: "Q8_0", fileType: 7, ggmlType: 8, blockElements: 32, blockBytes: 34 };
const F16: Quant = { name: "F16", fileType: 1, ggmlType: 1, blockElements: 1, blockBytes: 2 };
const IQ2_XXS: Quant = { name: "IQ2_XXS", fileType: 19, ggmlType: 16, blockElements: 256, blockBytes: 66 };

/** A weight variant the fixture expects the hub to find, with its bytes. */
export interface ExpectedVariant {
	name: string;
	quantization: string;
	bytes: number;
}

/** One fixture model: what it is built from, and what the hub should derive. */
export interface FamilyModel {
	id: string;
	/** Base models named by the card. */
	bases: string[];
	/** The relation the hub should infer or read (none for a base). */
	relation?: "adapter" | "merge" | "quantized" | "finetune";
	private?: boolean;
	/** The architecture whose KV cache applies, when the hub can tell it. */
	architecture?: Architecture;
	variants: ExpectedVariant[];
	files: Record<string, string | Uint8Array>;
}

const card = (front: Record<string, unknown>): string =>
	`---\n${Object.entries(front)
		.map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
		.join("\n")}\n---\n# Model\n`;

const config = (architecture: Architecture, extra: Record<string, unknown> = {}): string =>
	JSON.stringify({
		architectures: ["LlamaForCausalLM"],
		model_type: "llama",
		num_hidden_layers: architecture.layers,
		num_attention_heads: architecture.heads,
		num_key_value_heads: architecture.kvHeads,
		hidden_size: architecture.hidden,
		max_position_embeddings: architecture.context,
		...extra,
	});

/** A model stored as BF16 safetensors (a header declaring its parameters), with its config. */
function bf16Model(
	id: string,
	architecture: Architecture,
	front: Record<string, unknown>,
	relation?: FamilyModel["relation"],
): FamilyModel {
	const bases = front.base_model === undefined ? [] : ([] as string[]).concat(front.base_model as string);
	return {
		id,
		bases,
		...(relation ? { relation } : {}),
		architecture,
		variants: [{ name: "safetensors", quantization: "BF16", bytes: architecture.parameters * 2 }],
		files: {
			"README.md": card(front),
			"config.json": config(architecture),
			"model.safetensors": safetensorsFile(
				[{ name: "weights", shape: [architecture.parameters], dtype: "BF16" }],
				1,
				false,
			),
		},
	};
}

/** A 4-bit GPTQ/AWQ model: packed I32 weights (eight 4-bit values each) and F16 scales. */
function packedModel(id: string, base: string, architecture: Architecture, method: "gptq" | "awq"): FamilyModel {
	const packed = Math.ceil(architecture.parameters / 8);
	const scales = Math.ceil(architecture.parameters / 128);
	return {
		id,
		bases: [base],
		relation: "quantized",
		architecture,
		variants: [{ name: "safetensors", quantization: `${method.toUpperCase()}-4bit`, bytes: packed * 4 + scales * 2 }],
		files: {
			"README.md": card({ base_model: base }),
			"config.json": config(architecture, { quantization_config: { quant_method: method, bits: 4 } }),
			"model.safetensors": safetensorsFile(
				[
					{ name: "qweight", shape: [packed], dtype: "I32" },
					{ name: "scales", shape: [scales], dtype: "F16" },
				],
				1,
				false,
			),
		},
	};
}

/** GGUF metadata of a llama-architecture file. */
function ggufHeader(architecture: Architecture, quant: Quant, blocks: number): Uint8Array {
	return ggufFile(
		{
			"general.architecture": { type: "string", value: "llama" },
			"general.file_type": { type: "u32", value: quant.fileType },
			"llama.block_count": { type: "u32", value: architecture.layers },
			"llama.attention.head_count": { type: "u32", value: architecture.heads },
			"llama.attention.head_count_kv": { type: "u32", value: architecture.kvHeads },
			"llama.embedding_length": { type: "u32", value: architecture.hidden },
			"llama.context_length": { type: "u32", value: architecture.context },
		},
		[{ name: "weights", shape: [blocks * quant.blockElements], ggmlType: quant.ggmlType }],
		7,
		false,
	);
}

/** A GGUF repository: one file per quantization (or `shards` files for one), each sized near `bits` per weight. */
function ggufModel(
	id: string,
	base: string,
	architecture: Architecture,
	quants: { quant: Quant; shards?: number }[],
): FamilyModel {
	const stem = id.slice(id.indexOf("/") + 1).replace(/-GGUF$/, "");
	const files: Record<string, string | Uint8Array> = { "README.md": card({ base_model: base }) };
	const variants: ExpectedVariant[] = [];
	for (const { quant, shards = 1 } of quants) {
		const blocks = Math.ceil(architecture.parameters / quant.blockElements / shards);
		const name = `${stem}.${quant.name}`;
		for (let shard = 1; shard <= shards; shard++) {
			const suffix = shards === 1 ? "" : `-${String(shard).padStart(5, "0")}-of-${String(shards).padStart(5, "0")}`;
			files[`${name}${suffix}.gguf`] = ggufHeader(architecture, quant, blocks);
		}
		variants.push({ name, quantization: quant.name, bytes: blocks * shards * quant.blockBytes });
	}
	return { id, bases: [base], relation: "quantized", architecture, variants, files };
}

/** A PEFT adapter: not sized (it runs on its base). */
function adapter(id: string, base: string): FamilyModel {
	return {
		id,
		bases: [base],
		relation: "adapter",
		variants: [],
		files: {
			"README.md": card({ base_model: base }),
			"adapter_config.json": JSON.stringify({ base_model_name_or_path: base, peft_type: "LORA" }),
			"adapter_model.safetensors": safetensorsFile([{ name: "lora_A", shape: [16, 4096] }], 1, false),
		},
	};
}

/** The 32 models, bases first (each child names models created before it). */
export const MODEL_FAMILY: FamilyModel[] = [
	bf16Model("fam/llama-7b", LLAMA_7B, { license: "mit" }),
	bf16Model("fam/mistral-7b", MISTRAL_7B, { license: "apache-2.0" }),
	bf16Model("fam/qwen-0.5b", QWEN_05B, { license: "apache-2.0" }),
	bf16Model("fam/big-70b", BIG_70B, { license: "other" }),
	// Llama: three levels of fine-tunes, adapters, quantizations and a merge.
	bf16Model("fam/llama-7b-chat", LLAMA_7B, { base_model: "fam/llama-7b" }, "finetune"),
	ggufModel("fam/llama-7b-chat-GGUF", "fam/llama-7b-chat", LLAMA_7B, [{ quant: Q4_K_M }, { quant: Q8_0 }]),
	adapter("fam/llama-7b-lora", "fam/llama-7b"),
	adapter("fam/llama-7b-chat-lora", "fam/llama-7b-chat"),
	bf16Model("fam/llama-7b-code", LLAMA_7B, { base_model: "fam/llama-7b" }, "finetune"),
	bf16Model("fam/llama-7b-code-instruct", LLAMA_7B, { base_model: "fam/llama-7b-code" }, "finetune"),
	packedModel("fam/llama-7b-code-instruct-GPTQ", "fam/llama-7b-code-instruct", LLAMA_7B, "gptq"),
	bf16Model("fam/llama-merge", LLAMA_7B, { base_model: ["fam/llama-7b-chat", "fam/llama-7b-code"] }, "merge"),
	ggufModel("fam/llama-merge-GGUF", "fam/llama-merge", LLAMA_7B, [{ quant: Q4_K_M }]),
	// Mistral: GGUF with a sharded F16, AWQ, a DPO level and a declared merge.
	bf16Model("fam/mistral-7b-instruct", MISTRAL_7B, { base_model: "fam/mistral-7b" }, "finetune"),
	ggufModel("fam/mistral-7b-instruct-GGUF", "fam/mistral-7b-instruct", MISTRAL_7B, [
		{ quant: Q2_K },
		{ quant: Q4_K_M },
		{ quant: Q6_K },
		{ quant: F16, shards: 2 },
	]),
	packedModel("fam/mistral-7b-instruct-AWQ", "fam/mistral-7b-instruct", MISTRAL_7B, "awq"),
	adapter("fam/mistral-7b-lora", "fam/mistral-7b"),
	bf16Model("fam/mistral-7b-dpo", MISTRAL_7B, { base_model: "fam/mistral-7b-instruct" }, "finetune"),
	ggufModel("fam/mistral-7b-dpo-GGUF", "fam/mistral-7b-dpo", MISTRAL_7B, [{ quant: Q4_K_M }]),
	bf16Model(
		"fam/mistral-merge",
		MISTRAL_7B,
		{ base_model: ["fam/mistral-7b-instruct", "fam/mistral-7b-dpo"], base_model_relation: "merge" },
		"merge",
	),
	// Qwen: a small model that fits almost anywhere.
	bf16Model("fam/qwen-0.5b-instruct", QWEN_05B, { base_model: "fam/qwen-0.5b" }, "finetune"),
	ggufModel("fam/qwen-0.5b-instruct-GGUF", "fam/qwen-0.5b-instruct", QWEN_05B, [{ quant: Q8_0 }, { quant: F16 }]),
	adapter("fam/qwen-0.5b-lora", "fam/qwen-0.5b"),
	bf16Model("fam/qwen-0.5b-math", QWEN_05B, { base_model: "fam/qwen-0.5b-instruct" }, "finetune"),
	// A declared relation wins over what the files suggest (safetensors, yet "quantized").
	bf16Model(
		"fam/qwen-0.5b-fp8ish",
		QWEN_05B,
		{ base_model: "fam/qwen-0.5b", base_model_relation: "quantized" },
		"quantized",
	),
	// 70B: only its 2-bit quantization fits a 24 GB card.
	bf16Model("fam/big-70b-instruct", BIG_70B, { base_model: "fam/big-70b" }, "finetune"),
	ggufModel("fam/big-70b-instruct-GGUF", "fam/big-70b-instruct", BIG_70B, [{ quant: Q4_K_M }, { quant: IQ2_XXS }]),
	packedModel("fam/big-70b-instruct-AWQ", "fam/big-70b-instruct", BIG_70B, "awq"),
	adapter("fam/big-70b-lora", "fam/big-70b"),
	// Private: counted and listed for its owner only.
	{ ...bf16Model("fam/llama-7b-private", LLAMA_7B, { base_model: "fam/llama-7b" }, "finetune"), private: true },
	// Not sizable: a card without weights, and weights without a config (no KV cache known).
	{
		id: "fam/qwen-0.5b-card-only",
		bases: ["fam/qwen-0.5b"],
		relation: "finetune",
		variants: [],
		files: { "README.md": card({ base_model: "fam/qwen-0.5b" }) },
	},
	{
		id: "fam/bare-weights",
		bases: [],
		variants: [{ name: "safetensors", quantization: "F32", bytes: 4_000_000 }],
		files: { "model.safetensors": safetensorsFile([{ name: "w", shape: [1000, 1000] }], 1, false) },
	},
];

/** Creates every fixture model (namespace `fam`, whose owner sees the private one). */
export async function seedModelFamily(deps: { db: Db; storage: BlobStorage }): Promise<void> {
	for (const model of MODEL_FAMILY)
		await addTestRepo(deps, { type: "model", id: model.id, files: model.files, private: model.private ?? false });
}

/** A fixture model's KV cache bytes per token, from its declared architecture (none when unknown). */
export function kvPerToken(model: FamilyModel): number | undefined {
	const architecture = model.architecture;
	return architecture && kvBytesPerToken({ ...architecture, headDim: architecture.hidden / architecture.heads });
}

/** Whether a fixture model runs within `budget` bytes at `context` tokens, by the formula of decision 040. */
export function fitsByFormula(model: FamilyModel, budget: number, context?: number): boolean {
	const kv = kvPerToken(model);
	if (context !== undefined && (kv === undefined || context > (model.architecture?.context ?? 0))) return false;
	return model.variants.some((variant) => runBytes(variant.bytes, kv ?? 0, context ?? 0) <= budget);
}
