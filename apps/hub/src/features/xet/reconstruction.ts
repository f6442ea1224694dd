import { createHmac, timingSafeEqual } from "node:crypto";
import type { ByteRange } from "../../storage/blob-storage.ts";
import type { StoredTerm } from "./xet-files.repository.ts";
import type { IndexedChunk } from "./xorb-store.ts";

/**
 * The download side of the Xet CAS (decision 032): which chunks of which xorbs make a file, or a
 * byte range of it (the reconstruction answer), and the signed URLs that let a client fetch exactly
 * those xorb byte ranges from the hub without any other credential.
 */

/** One term of a reconstruction: chunks `[start, end)` of `xorb`, stored at xorb bytes `bytes` (inclusive). */
export interface PlannedTerm {
	xorb: string;
	start: number;
	end: number;
	length: number;
	bytes: ByteRange;
}

export interface ReconstructionPlan {
	/** Bytes of the first term's data to skip to reach the range's start. */
	offset: number;
	terms: PlannedTerm[];
}

/**
 * The terms covering `range` of the file made of `terms` (the whole file when absent), trimmed to the
 * chunks that hold the range: full chunks, since a client can only decode whole chunks.
 */
export function planReconstruction(
	terms: readonly StoredTerm[],
	indexes: ReadonlyMap<string, readonly IndexedChunk[]>,
	range?: ByteRange,
): ReconstructionPlan {
	const planned: PlannedTerm[] = [];
	let position = 0;
	let offset = 0;
	for (const term of terms) {
		const index = indexes.get(term.xorb) ?? [];
		let first = -1;
		let last = -1;
		let firstStart = 0;
		for (let chunk = term.start; chunk < term.end; chunk++) {
			const length = index[chunk]?.length ?? 0;
			const chunkStart = position;
			position += length;
			if (range && (position <= range.start || chunkStart > range.end)) continue;
			if (first < 0) {
				first = chunk;
				firstStart = chunkStart;
			}
			last = chunk;
		}
		if (first < 0) continue;
		if (planned.length === 0 && range) offset = range.start - firstStart;
		const covered = index.slice(first, last + 1);
		planned.push({
			xorb: term.xorb,
			start: first,
			end: last + 1,
			length: covered.reduce((sum, chunk) => sum + chunk.length, 0),
			bytes: { start: covered[0]?.offset ?? 0, end: (covered[covered.length - 1]?.end ?? 1) - 1 },
		});
	}
	return { offset, terms: planned };
}

/** The signature of a fetch URL for bytes `range` of xorb `hash` until `expires` (epoch seconds). */
export function fetchSignature(key: Buffer, hash: string, range: ByteRange, expires: number): string {
	return createHmac("sha256", key)
		.update(`xet-fetch.${hash}.${range.start}.${range.end}.${expires}`)
		.digest("base64url");
}

/** Whether `signature` is that of {@link fetchSignature} for these values. */
export function fetchSignatureValid(
	key: Buffer,
	hash: string,
	range: ByteRange,
	expires: number,
	signature: string,
): boolean {
	const expected = Buffer.from(fetchSignature(key, hash, range, expires));
	const given = Buffer.from(signature);
	return given.length === expected.length && timingSafeEqual(given, expected);
}
