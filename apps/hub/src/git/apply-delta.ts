/** Thrown when delta data is malformed or does not fit its base. */
export class DeltaError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "DeltaError";
	}
}

function readSize(delta: Uint8Array, start: number): [size: number, next: number] {
	let size = 0;
	let shift = 0;
	let index = start;
	for (;;) {
		const byte = delta[index++];
		if (byte === undefined) throw new DeltaError("truncated delta header");
		size += (byte & 0x7f) * 2 ** shift;
		shift += 7;
		if (!(byte & 0x80)) return [size, index];
		if (shift > 49) throw new DeltaError("delta size too large");
	}
}

/** The result size a delta announces (its second header field), without applying it. */
export function deltaResultSize(delta: Uint8Array): number {
	const [, next] = readSize(delta, 0);
	return readSize(delta, next)[0];
}

/**
 * Applies a git delta (gitformat-pack "Deltified representation"): copy instructions from `base`,
 * insert instructions from the delta itself. Checks every bound and the announced sizes.
 */
export function applyDelta(base: Uint8Array, delta: Uint8Array): Buffer {
	const [baseSize, afterBase] = readSize(delta, 0);
	if (baseSize !== base.byteLength)
		throw new DeltaError(`delta base is ${base.byteLength} bytes, delta expects ${baseSize}`);
	const [resultSize, start] = readSize(delta, afterBase);
	const out = Buffer.allocUnsafe(resultSize);
	let written = 0;
	let index = start;
	while (index < delta.byteLength) {
		const op = delta[index++] as number;
		if (op & 0x80) {
			let offset = 0;
			let size = 0;
			for (let bit = 0; bit < 4; bit++) {
				if (op & (1 << bit)) offset += (delta[index++] ?? 0) * 2 ** (8 * bit);
			}
			for (let bit = 0; bit < 3; bit++) {
				if (op & (0x10 << bit)) size += (delta[index++] ?? 0) * 2 ** (8 * bit);
			}
			if (size === 0) size = 0x10000;
			if (index > delta.byteLength) throw new DeltaError("truncated delta copy instruction");
			if (offset + size > base.byteLength || written + size > resultSize)
				throw new DeltaError("delta copy out of bounds");
			out.set(base.subarray(offset, offset + size), written);
			written += size;
		} else if (op > 0) {
			if (index + op > delta.byteLength || written + op > resultSize)
				throw new DeltaError("delta insert out of bounds");
			out.set(delta.subarray(index, index + op), written);
			written += op;
			index += op;
		} else {
			throw new DeltaError("reserved delta instruction 0");
		}
	}
	if (written !== resultSize) throw new DeltaError(`delta produced ${written} bytes, announced ${resultSize}`);
	return out;
}
