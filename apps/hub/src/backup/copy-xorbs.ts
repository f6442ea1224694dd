import type { BlobStorage } from "../storage/blob-storage.ts";
import { XORB_INDEX_ENTRY_BYTES, xorbIndexKey, xorbKey } from "../xet/xorb-keys.ts";
import { copyInParallel } from "./copy-blobs.ts";

/** A stored Xet xorb to copy (a row of `REFERENCED_XORBS_SQL`). */
export interface XorbRef {
	hash: string;
	storedSize: number;
	chunkCount: number;
}

/** A row of `REFERENCED_XORBS_SQL` (either database) as a {@link XorbRef}. */
export function xorbRefOf(row: { hash: string; stored_size: unknown; chunk_count: unknown }): XorbRef {
	return { hash: row.hash, storedSize: Number(row.stored_size), chunkCount: Number(row.chunk_count) };
}

/** Copies one stored body of known size; false when the target already has it at that size. */
async function copySized(from: BlobStorage, to: BlobStorage, key: string, size: number): Promise<boolean> {
	if ((await to.stat(key))?.size === size) return false;
	const body = await from.get(key);
	if (!body) throw new Error(`${key} is missing from ${from.description}`);
	let seen = 0;
	const counted = body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				seen += chunk.byteLength;
				controller.enqueue(chunk);
			},
			flush() {
				if (seen !== size) throw new Error(`${key} reads back as ${seen} bytes, the database says ${size}`);
			},
		}),
	);
	await to.put(key, counted, size);
	return true;
}

/**
 * Copies xorbs between stores: each one's bytes and its chunk index (decision 032's layout), checked
 * against the sizes the database records. The bytes are not hashed again (the CAS verified each xorb's
 * Merkle hash before storing it; hashing every chunk with BLAKE3 again would cost a backup far more CPU
 * than the SHA-256 of its blobs). Xorbs already present at the right size are skipped. Returns how
 * many xorbs were copied.
 */
export async function copyXorbs(from: BlobStorage, to: BlobStorage, xorbs: XorbRef[]): Promise<number> {
	return copyInParallel(xorbs, async (xorb) => {
		const index = await copySized(from, to, xorbIndexKey(xorb.hash), xorb.chunkCount * XORB_INDEX_ENTRY_BYTES);
		const bytes = await copySized(from, to, xorbKey(xorb.hash), xorb.storedSize);
		return index || bytes;
	});
}
