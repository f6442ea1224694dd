import { GEAR_HIGH, GEAR_LOW } from "./gear-table.ts";

/**
 * Content-defined chunking of Xet (`docs/xet/chunking.md`): a GEAR rolling hash
 * `h = (h << 1) + TABLE[b]` (64-bit wrapping) cuts after a byte when the top 16 bits of `h` are
 * zero, or when the chunk reaches MAX_CHUNK bytes; `h` restarts at 0 after every cut. The first
 * MIN_CHUNK - 65 bytes of a chunk are not hashed, and a cut may come from the next byte on, so the
 * shortest chunk before the end has MIN_CHUNK - 64 bytes: that is what xet-core and the JS client
 * do (the spec's pseudocode says MIN_CHUNK; the clients' chunks are the ones hashes must match). The same bytes always give the same chunks, so a file edited in
 * one place shares all its other chunks with the previous version.
 */

export const MIN_CHUNK = 8 * 1024;
export const TARGET_CHUNK = 64 * 1024;
export const MAX_CHUNK = 128 * 1024;

/** Bytes at the start of a chunk that are not hashed (`h` depends on the last 64 bytes only). */
const SKIP = MIN_CHUNK - 64 - 1;

/** A streaming chunker: feed bytes with {@link Chunker.push}, then {@link Chunker.finish}. */
export class Chunker {
	#pending: Uint8Array[] = [];
	#pendingLength = 0;
	#high = 0;
	#low = 0;

	/** The chunks completed by `data`, in order (each a fresh copy). */
	push(data: Uint8Array): Uint8Array[] {
		const chunks: Uint8Array[] = [];
		let start = 0;
		while (start < data.length) {
			const cut = this.#scan(data, start);
			if (cut < 0) {
				this.#keep(data.subarray(start));
				break;
			}
			this.#keep(data.subarray(start, cut));
			chunks.push(this.#take());
			start = cut;
		}
		return chunks;
	}

	/** The last chunk (whatever was pushed since the last cut), or `undefined` when nothing is left. */
	finish(): Uint8Array | undefined {
		return this.#pendingLength > 0 ? this.#take() : undefined;
	}

	/** The offset in `data` just after the next cut at or after `from`, or -1 if `data` ends first (the state is kept). */
	#scan(data: Uint8Array, from: number): number {
		let size = this.#pendingLength;
		let index = from;
		if (size < SKIP) {
			const skip = Math.min(SKIP - size, data.length - index);
			index += skip;
			size += skip;
		}
		let high = this.#high;
		let low = this.#low;
		for (; index < data.length; index++) {
			const byte = data[index] ?? 0;
			const sumLow = ((low << 1) >>> 0) + (GEAR_LOW[byte] ?? 0);
			high = ((high << 1) | (low >>> 31)) + (GEAR_HIGH[byte] ?? 0) + (sumLow > 0xffffffff ? 1 : 0);
			high >>>= 0;
			low = sumLow >>> 0;
			size++;
			if (size > SKIP && (size >= MAX_CHUNK || (high & 0xffff0000) === 0)) {
				this.#high = 0;
				this.#low = 0;
				return index + 1;
			}
		}
		this.#high = high;
		this.#low = low;
		return -1;
	}

	#keep(bytes: Uint8Array): void {
		if (bytes.length === 0) return;
		this.#pending.push(bytes.slice());
		this.#pendingLength += bytes.length;
	}

	#take(): Uint8Array {
		const only = this.#pending.length === 1 ? this.#pending[0] : undefined;
		const chunk = only ?? concat(this.#pending, this.#pendingLength);
		this.#pending = [];
		this.#pendingLength = 0;
		return chunk;
	}
}

/** The chunks of `data` in one call. */
export function chunkBytes(data: Uint8Array): Uint8Array[] {
	const chunker = new Chunker();
	const chunks = chunker.push(data);
	const last = chunker.finish();
	if (last) chunks.push(last);
	return chunks;
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
	const out = new Uint8Array(length);
	let offset = 0;
	for (const part of parts) {
		out.set(part, offset);
		offset += part.length;
	}
	return out;
}
