/** Deterministic pseudo-random bytes (xorshift), so seeded files hash the same on every start. */
export function pseudoRandomBytes(length: number, seed: number): Uint8Array {
	const bytes = new Uint8Array(length);
	let state = seed >>> 0 || 1;
	for (let i = 0; i < length; i += 4) {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		const word = state >>> 0;
		bytes[i] = word & 0xff;
		if (i + 1 < length) bytes[i + 1] = (word >>> 8) & 0xff;
		if (i + 2 < length) bytes[i + 2] = (word >>> 16) & 0xff;
		if (i + 3 < length) bytes[i + 3] = (word >>> 24) & 0xff;
	}
	return bytes;
}

/** Small float32 weights in [-0.1, 0.1), deterministic. */
function smallFloats(count: number, seed: number): Uint8Array {
	const raw = pseudoRandomBytes(count * 4, seed);
	const out = new Float32Array(count);
	for (let i = 0; i < count; i++) out[i] = ((raw[i * 4] ?? 0) / 255 - 0.5) * 0.2;
	return new Uint8Array(out.buffer);
}

/** Bytes per element of the safetensors dtypes these fixtures write. */
const DTYPE_BYTES = { F32: 4, F16: 2, BF16: 2, I32: 4, U8: 1 } as const;

/** A tensor to write: name, shape, dtype (safetensors, default `F32`), ggml type number (GGUF, default 1 = F16). */
export interface TensorSpec {
	name: string;
	shape: number[];
	dtype?: keyof typeof DTYPE_BYTES;
	ggmlType?: number;
}

const elements = (shape: number[]): number => shape.reduce((a, b) => a * b, 1);

/**
 * A real safetensors file: 8-byte header length, JSON header (8-byte aligned), then the tensor data.
 * `withData: false` writes the header alone: a model of any size whose header the hub reads as is.
 */
export function safetensorsFile(tensors: TensorSpec[], seed = 1, withData = true): Uint8Array {
	const header: Record<string, unknown> = { __metadata__: { format: "pt" } };
	const chunks: Uint8Array[] = [];
	let offset = 0;
	tensors.forEach((tensor, index) => {
		const dtype = tensor.dtype ?? "F32";
		const length = elements(tensor.shape) * DTYPE_BYTES[dtype];
		header[tensor.name] = { dtype, shape: tensor.shape, data_offsets: [offset, offset + length] };
		if (withData)
			chunks.push(
				dtype === "F32" ? smallFloats(elements(tensor.shape), seed + index) : pseudoRandomBytes(length, seed + index),
			);
		offset += length;
	});
	let json = JSON.stringify(header);
	while ((8 + json.length) % 8 !== 0) json += " ";
	const headerBytes = new TextEncoder().encode(json);
	const out = new Uint8Array(8 + headerBytes.byteLength + (withData ? offset : 0));
	new DataView(out.buffer).setBigUint64(0, BigInt(headerBytes.byteLength), true);
	out.set(headerBytes, 8);
	let at = 8 + headerBytes.byteLength;
	for (const chunk of chunks) {
		out.set(chunk, at);
		at += chunk.byteLength;
	}
	return out;
}

type GgufValue =
	| { type: "u32"; value: number }
	| { type: "string"; value: string }
	| { type: "strings"; value: string[] }
	| { type: "f32"; value: number };

/**
 * Writes GGUF v3: key-values, tensor infos, then tensor data aligned to 32 bytes (sized as F16 whatever
 * the tensor's ggml type). `withData: false` writes the header alone.
 */
export function ggufFile(
	metadata: Record<string, GgufValue>,
	tensors: TensorSpec[],
	seed = 7,
	withData = true,
): Uint8Array {
	const parts: number[] = [];
	const u32 = (n: number): void => {
		parts.push(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
	};
	const u64 = (n: number): void => {
		u32(n % 2 ** 32);
		u32(Math.floor(n / 2 ** 32));
	};
	const str = (text: string): void => {
		const bytes = new TextEncoder().encode(text);
		u64(bytes.byteLength);
		parts.push(...bytes);
	};
	u32(0x46554747);
	u32(3);
	u64(tensors.length);
	u64(Object.keys(metadata).length);
	for (const [key, entry] of Object.entries(metadata)) {
		str(key);
		if (entry.type === "u32") {
			u32(4);
			u32(entry.value);
		} else if (entry.type === "f32") {
			u32(6);
			parts.push(...new Uint8Array(new Float32Array([entry.value]).buffer));
		} else if (entry.type === "string") {
			u32(8);
			str(entry.value);
		} else {
			u32(9);
			u32(8);
			u64(entry.value.length);
			for (const item of entry.value) str(item);
		}
	}
	let offset = 0;
	for (const tensor of tensors) {
		str(tensor.name);
		u32(tensor.shape.length);
		for (const dim of tensor.shape) u64(dim);
		u32(tensor.ggmlType ?? 1);
		u64(offset);
		offset += Math.ceil((elements(tensor.shape) * 2) / 32) * 32;
	}
	while (parts.length % 32 !== 0) parts.push(0);
	const header = Uint8Array.from(parts);
	if (!withData) return header;
	const out = new Uint8Array(header.byteLength + offset);
	out.set(header, 0);
	out.set(pseudoRandomBytes(offset, seed), header.byteLength);
	return out;
}
