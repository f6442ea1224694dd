import type { AttentionShape } from "./memory-estimate.ts";

/** What the hub reports about a GGUF file (`gguf` in model info). */
export interface GgufInfo {
	total: number;
	architecture?: string;
	context_length?: number;
	chat_template?: string;
	bos_token?: string;
	eos_token?: string;
	/** Quantization of the file, e.g. `Q4_K_M`, from `general.file_type`. */
	quantization?: string;
}

/** `general.file_type` values of llama.cpp, by number. */
const FILE_TYPES: Record<number, string> = {
	0: "F32",
	1: "F16",
	2: "Q4_0",
	3: "Q4_1",
	7: "Q8_0",
	8: "Q5_0",
	9: "Q5_1",
	10: "Q2_K",
	11: "Q3_K_S",
	12: "Q3_K_M",
	13: "Q3_K_L",
	14: "Q4_K_S",
	15: "Q4_K_M",
	16: "Q5_K_S",
	17: "Q5_K_M",
	18: "Q6_K",
	19: "IQ2_XXS",
	20: "IQ2_XS",
	21: "Q2_K_S",
	22: "IQ3_XS",
	23: "IQ3_XXS",
	24: "IQ1_S",
	25: "IQ4_NL",
	26: "IQ3_S",
	27: "IQ3_M",
	28: "IQ2_S",
	29: "IQ2_M",
	30: "IQ4_XS",
	31: "IQ1_M",
	32: "BF16",
	36: "TQ1_0",
	37: "TQ2_0",
};

/** ggml tensor types by number: elements per block and bytes per block. */
const GGML_TYPES: Record<number, readonly [number, number]> = {
	0: [1, 4], // F32
	1: [1, 2], // F16
	2: [32, 18], // Q4_0
	3: [32, 20], // Q4_1
	6: [32, 22], // Q5_0
	7: [32, 24], // Q5_1
	8: [32, 34], // Q8_0
	9: [32, 36], // Q8_1
	10: [256, 84], // Q2_K
	11: [256, 110], // Q3_K
	12: [256, 144], // Q4_K
	13: [256, 176], // Q5_K
	14: [256, 210], // Q6_K
	15: [256, 292], // Q8_K
	16: [256, 66], // IQ2_XXS
	17: [256, 74], // IQ2_XS
	18: [256, 98], // IQ3_XXS
	19: [256, 50], // IQ1_S
	20: [32, 18], // IQ4_NL
	21: [256, 110], // IQ3_S
	22: [256, 82], // IQ2_S
	23: [256, 136], // IQ4_XS
	24: [1, 1], // I8
	25: [1, 2], // I16
	26: [1, 4], // I32
	27: [1, 8], // I64
	28: [1, 8], // F64
	29: [256, 56], // IQ1_M
	30: [1, 2], // BF16
	34: [256, 54], // TQ1_0
	35: [256, 66], // TQ2_0
};

/** A GGUF header as the hub reads it: what it serves, and what the memory estimate needs. */
export interface GgufHeader {
	info: GgufInfo;
	/** Bytes of the tensors, from their types and shapes; null when a type is unknown. */
	weightBytes: number | null;
	attention?: AttentionShape;
}

/** Thrown when the buffer ends before the header does: read more bytes and try again. */
export class GgufTruncatedError extends Error {}

/** A cursor over little-endian GGUF data. */
class Reader {
	offset = 0;
	readonly #view: DataView;
	readonly #bytes: Uint8Array;

	constructor(bytes: Uint8Array) {
		this.#bytes = bytes;
		this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	}

	#need(n: number): number {
		if (this.offset + n > this.#bytes.byteLength) throw new GgufTruncatedError("truncated GGUF header");
		const at = this.offset;
		this.offset += n;
		return at;
	}

	u8(): number {
		return this.#view.getUint8(this.#need(1));
	}
	u32(): number {
		return this.#view.getUint32(this.#need(4), true);
	}
	u64(): number {
		return Number(this.#view.getBigUint64(this.#need(8), true));
	}
	skip(n: number): void {
		this.#need(n);
	}
	string(): string {
		const length = this.u64();
		if (length > 1 << 28) throw new Error("GGUF string too long");
		const at = this.#need(length);
		return new TextDecoder().decode(this.#bytes.subarray(at, at + length));
	}
	value(type: number): unknown {
		switch (type) {
			case 0:
				return this.u8();
			case 1:
				return this.#view.getInt8(this.#need(1));
			case 2:
				return this.#view.getUint16(this.#need(2), true);
			case 3:
				return this.#view.getInt16(this.#need(2), true);
			case 4:
				return this.u32();
			case 5:
				return this.#view.getInt32(this.#need(4), true);
			case 6:
				return this.#view.getFloat32(this.#need(4), true);
			case 7:
				return this.u8() !== 0;
			case 8:
				return this.string();
			case 9: {
				const itemType = this.u32();
				const count = this.u64();
				const items: unknown[] = [];
				for (let i = 0; i < count; i++) {
					const item = this.value(itemType);
					if (items.length < 16) items.push(item);
				}
				return items;
			}
			case 10:
				return this.u64();
			case 11:
				return Number(this.#view.getBigInt64(this.#need(8), true));
			case 12:
				return this.#view.getFloat64(this.#need(8), true);
			default:
				throw new Error(`unknown GGUF value type ${type}`);
		}
	}
}

const positive = (value: unknown): number | undefined =>
	typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The largest value of a GGUF number or array of numbers (per-layer head counts). */
function largest(value: unknown): number | undefined {
	if (Array.isArray(value)) {
		const numbers = value.map(positive).filter((item): item is number => item !== undefined);
		return numbers.length > 0 ? Math.max(...numbers) : undefined;
	}
	return positive(value);
}

/** The attention shape GGUF metadata declares (`{arch}.block_count`, `{arch}.attention.head_count[_kv]`…). */
function attentionOfGguf(architecture: string, kv: ReadonlyMap<string, unknown>): AttentionShape | undefined {
	const get = (key: string): number | undefined => largest(kv.get(`${architecture}.${key}`));
	const layers = get("block_count");
	const heads = get("attention.head_count");
	const width = get("embedding_length");
	if (!layers || !heads || !width) return undefined;
	const shape: AttentionShape = {
		layers,
		kvHeads: get("attention.head_count_kv") ?? heads,
		headDim: get("attention.key_length") ?? Math.floor(width / heads),
	};
	const context = get("context_length");
	if (context) shape.contextLength = context;
	return shape;
}

/**
 * Reads a GGUF header (metadata key-values and tensor infos) from the start of a file.
 * Throws {@link GgufTruncatedError} when `bytes` ends inside the header, `Error` when it is not GGUF.
 */
export function parseGgufHeader(bytes: Uint8Array): GgufInfo {
	return parseGguf(bytes).info;
}

/** {@link parseGgufHeader}, with the tensors' bytes and the attention shape. */
export function parseGguf(bytes: Uint8Array): GgufHeader {
	const reader = new Reader(bytes);
	if (reader.u32() !== 0x46554747) throw new Error("not a GGUF file (bad magic)");
	const version = reader.u32();
	if (version < 2 || version > 3) throw new Error(`unsupported GGUF version ${version}`);
	const tensorCount = reader.u64();
	const kvCount = reader.u64();
	const kv = new Map<string, unknown>();
	for (let i = 0; i < kvCount; i++) {
		const key = reader.string();
		kv.set(key, reader.value(reader.u32()));
	}
	let total = 0;
	let weightBytes: number | null = 0;
	for (let i = 0; i < tensorCount; i++) {
		reader.string();
		const dims = reader.u32();
		let count = 1;
		for (let d = 0; d < dims; d++) count *= reader.u64();
		const block = GGML_TYPES[reader.u32()];
		reader.skip(8);
		total += count;
		weightBytes = block && weightBytes !== null ? weightBytes + Math.ceil(count / block[0]) * block[1] : null;
	}
	let attention: AttentionShape | undefined;
	const info: GgufInfo = { total };
	const architecture = kv.get("general.architecture");
	if (typeof architecture === "string") {
		info.architecture = architecture;
		const context = kv.get(`${architecture}.context_length`);
		if (typeof context === "number") info.context_length = context;
		attention = attentionOfGguf(architecture, kv);
	}
	const template = kv.get("tokenizer.chat_template");
	if (typeof template === "string") info.chat_template = template;
	const fileType = kv.get("general.file_type");
	if (typeof fileType === "number" && FILE_TYPES[fileType]) info.quantization = FILE_TYPES[fileType];
	const tokens = kv.get("tokenizer.ggml.tokens");
	if (Array.isArray(tokens)) {
		const bos = kv.get("tokenizer.ggml.bos_token_id");
		const eos = kv.get("tokenizer.ggml.eos_token_id");
		if (typeof bos === "number" && typeof tokens[bos] === "string") info.bos_token = tokens[bos];
		if (typeof eos === "number" && typeof tokens[eos] === "string") info.eos_token = tokens[eos];
	}
	return attention ? { info, weightBytes, attention } : { info, weightBytes };
}
