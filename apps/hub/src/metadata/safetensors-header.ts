/** Parameter counts of safetensors weights, per dtype and in total. */
export interface SafetensorsInfo {
	parameters: Record<string, number>;
	total: number;
}

/** Bytes needed to read a safetensors header whose first 8 bytes are `prefix`, or null if malformed. */
export function safetensorsHeaderLength(prefix: Uint8Array): number | null {
	if (prefix.byteLength < 8) return null;
	const length = new DataView(prefix.buffer, prefix.byteOffset, 8).getBigUint64(0, true);
	if (length > 100_000_000n) return null;
	return 8 + Number(length);
}

/**
 * Counts the parameters described by a safetensors header (`bytes` starts at the file's first byte
 * and holds the whole header). Throws with a clear message on a malformed header.
 */
export function parseSafetensorsHeader(bytes: Uint8Array): SafetensorsInfo {
	const end = safetensorsHeaderLength(bytes);
	if (end === null || bytes.byteLength < end) throw new Error("truncated safetensors header");
	const header: unknown = JSON.parse(new TextDecoder().decode(bytes.subarray(8, end)));
	if (typeof header !== "object" || header === null) throw new Error("safetensors header is not a JSON object");
	const parameters: Record<string, number> = {};
	let total = 0;
	for (const [name, tensor] of Object.entries(header)) {
		if (name === "__metadata__") continue;
		const { dtype, shape } = (tensor ?? {}) as { dtype?: unknown; shape?: unknown };
		if (typeof dtype !== "string" || !Array.isArray(shape)) throw new Error(`tensor ${name} lacks dtype or shape`);
		const count = shape.reduce((product: number, dim: unknown) => product * Number(dim), 1);
		parameters[dtype] = (parameters[dtype] ?? 0) + count;
		total += count;
	}
	return { parameters, total };
}

/** Adds the counts of several files (shards). */
export function addSafetensors(a: SafetensorsInfo | undefined, b: SafetensorsInfo): SafetensorsInfo {
	if (!a) return b;
	const parameters = { ...a.parameters };
	for (const [dtype, count] of Object.entries(b.parameters)) parameters[dtype] = (parameters[dtype] ?? 0) + count;
	return { parameters, total: a.total + b.total };
}
